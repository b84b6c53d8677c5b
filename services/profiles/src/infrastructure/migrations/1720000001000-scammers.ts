import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scammers list (`/scammers`): people confirmed to have cheated members, kept by site
 * moderators and admins in the back office (`scammers`), read by every member
 * (`scammers/get-list`). `published` false keeps an entry as a draft. `phone_digits` holds the
 * phones' digits, so a search finds a number however either side wrote it.
 */
export class Scammers1720000001000 implements MigrationInterface {
  name = 'Scammers1720000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profiles.scammers (
        id bigserial PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        country integer,
        emails text[] NOT NULL DEFAULT '{}' CHECK (cardinality(emails) <= 10),
        phones text[] NOT NULL DEFAULT '{}' CHECK (cardinality(phones) <= 10),
        phone_digits text NOT NULL DEFAULT '',
        other_contacts text[] NOT NULL DEFAULT '{}' CHECK (cardinality(other_contacts) <= 10),
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
        published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // scammers/get-list: the published entries, newest first (the list is short; a search filters this scan).
    await q.query(`CREATE INDEX scammers_published_newest ON profiles.scammers (created_at DESC, id DESC) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.scammers`);
  }
}
