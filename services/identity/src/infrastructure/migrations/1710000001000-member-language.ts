import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The interface language a member uses the site in (the member site tells it): her e-mails are written in it. */
export class MemberLanguage1710000001000 implements MigrationInterface {
  name = 'MemberLanguage1710000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.members ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ru'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.members DROP COLUMN language`);
  }
}
