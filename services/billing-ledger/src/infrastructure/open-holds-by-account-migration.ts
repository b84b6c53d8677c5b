import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * credit/get-orders lists a man's open holds (a gift or a contact request waiting for moderation)
 * beside his charges; holds had only the expiry job's index, and chat minutes add one hold a minute.
 */
export class OpenHoldsByAccount1764400000000 implements MigrationInterface {
  name = 'OpenHoldsByAccount1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS holds_account_open ON billing.holds (account_id, created_at DESC) WHERE status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS billing.holds_account_open`);
  }
}
