import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site settings profiles applies (identity owns them; SiteSettingChanged brings each change):
 * today the watermark. A key without a row uses its default from @dating/rules.
 */
export class SiteSettings1720000000460 implements MigrationInterface {
  name = 'SiteSettings1720000000460';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.site_settings (key text PRIMARY KEY, value jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.site_settings`);
  }
}
