import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a man and a lady have said to each other, for her contacts' unlock (spec section 4): his
 * billed chat minutes with her (chat's ChatSessionEnded) and the letters he wrote her (mail's
 * LetterSent), one row per pair. A request made once both are reached holds no credits, so its
 * hold_id is empty.
 */
export class ContactProgress1720000001200 implements MigrationInterface {
  name = 'ContactProgress1720000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profiles.contact_progress (
        man_id bigint NOT NULL,
        lady_id bigint NOT NULL,
        chat_minutes integer NOT NULL DEFAULT 0 CHECK (chat_minutes >= 0),
        letters integer NOT NULL DEFAULT 0 CHECK (letters >= 0),
        PRIMARY KEY (man_id, lady_id)
      )`);
    // The letters counted, so that one whose charge finance reverses stops counting.
    await q.query(`
      CREATE TABLE profiles.contact_progress_letters (
        letter_id text PRIMARY KEY,
        man_id bigint NOT NULL,
        lady_id bigint NOT NULL
      )`);
    // A free request (unlocked) holds nothing; a paid one always holds its price.
    await q.query(`ALTER TABLE profiles.contact_requests ALTER COLUMN hold_id DROP NOT NULL`);
    await q.query(`ALTER TABLE profiles.contact_requests DROP CONSTRAINT contact_requests_price_check`);
    await q.query(`ALTER TABLE profiles.contact_requests ADD CONSTRAINT contact_requests_price_check CHECK (price >= 0 AND (price = 0) = (hold_id IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.contact_progress_letters`);
    await q.query(`DROP TABLE profiles.contact_progress`);
  }
}
