import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lady proposes a dispatch on the member site: it waits in `awaiting_approval` until her agency's
 * moderator (or a site moderator) approves it (`sending`, the job's state) or rejects it (`rejected`,
 * with the reason she reads). Dispatches the back office creates still start in `sending`.
 */
export class DispatchApproval1767000000000 implements MigrationInterface {
  name = 'DispatchApproval1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail.dispatches DROP CONSTRAINT dispatches_state_check`);
    await q.query(`ALTER TABLE mail.dispatches ADD CONSTRAINT dispatches_state_check CHECK (state IN ('awaiting_approval', 'sending', 'done', 'rejected'))`);
    await q.query(`ALTER TABLE mail.dispatches
      ADD COLUMN decided_by text,
      ADD COLUMN decided_at timestamptz,
      ADD COLUMN reject_reason text`);
    // A lady's own dispatches, newest first (letter/get/dispatches) and her proposals of the last day (the rate limit).
    await q.query(`CREATE INDEX dispatches_by_lady ON mail.dispatches (lady_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail.dispatches_by_lady`);
    await q.query(`DELETE FROM mail.dispatches WHERE state IN ('awaiting_approval', 'rejected')`);
    await q.query(`ALTER TABLE mail.dispatches DROP COLUMN decided_by, DROP COLUMN decided_at, DROP COLUMN reject_reason`);
    await q.query(`ALTER TABLE mail.dispatches DROP CONSTRAINT dispatches_state_check`);
    await q.query(`ALTER TABLE mail.dispatches ADD CONSTRAINT dispatches_state_check CHECK (state IN ('sending', 'done'))`);
  }
}
