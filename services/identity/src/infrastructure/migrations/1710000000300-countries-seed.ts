import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRIES } from '@dating/rules';

/** Seeds the country list answered by `countries`. */
export class CountriesSeed1710000000300 implements MigrationInterface {
  name = 'CountriesSeed1710000000300';

  async up(q: QueryRunner): Promise<void> {
    const values: unknown[] = [];
    const rows = COUNTRIES.map(([id, code, name], i) => {
      values.push(id, code, name);
      return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`;
    });
    await q.query(`INSERT INTO identity.countries (id, code, name) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`, values);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM identity.countries WHERE id = ANY($1::int[])`, [COUNTRIES.map(([id]) => id)]);
  }
}
