import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CITIES } from './cities.data.js';
import { COUNTRIES } from '@dating/rules';

/** Seeds the country list (`countries`, `guest/get-country`) and the suggested cities (`guest/get-city`). */
export class GeoSeed1720000000200 implements MigrationInterface {
  name = 'GeoSeed1720000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO profiles.countries (id, code, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) ON CONFLICT (id) DO NOTHING`, [
      COUNTRIES.map(([id]) => id),
      COUNTRIES.map(([, code]) => code),
      COUNTRIES.map(([, , name]) => name),
    ]);
    const cities = Object.entries(CITIES).flatMap(([country, names]) => names.map((name) => [Number(country), name] as const));
    await q.query(`INSERT INTO profiles.cities (country_id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT DO NOTHING`, [
      cities.map(([c]) => c),
      cities.map(([, n]) => n),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM profiles.cities`);
    await q.query(`DELETE FROM profiles.countries`);
  }
}
