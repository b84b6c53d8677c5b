import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail digests: a notification still unseen after a while is told by e-mail once (identity sends
 * it, by the member's settings). `email_settled_at` says its e-mail question is settled: e-mailed,
 * or no longer needed (the letter was read on the site first, or the pair blocked each other).
 * Notifications made before this existed count as settled, so nobody is e-mailed about old news.
 */
export class EmailDigests1768800000000 implements MigrationInterface {
  name = 'EmailDigests1768800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications ADD COLUMN email_settled_at timestamptz`);
    await q.query(`UPDATE notifications.notifications SET email_settled_at = created_at`);
    // The digest job's scan: notifications not seen and not settled, oldest first by age.
    await q.query(`CREATE INDEX notifications_email_due ON notifications.notifications (created_at) WHERE email_settled_at IS NULL AND seen_at IS NULL`);
    // When each member was last e-mailed about each kind: the least gap between two (MEMBER_EMAIL_GAP_MS).
    await q.query(`CREATE TABLE notifications.email_digests (
      recipient_id bigint NOT NULL,
      kind text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (recipient_id, kind)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications.email_digests`);
    await q.query(`DROP INDEX notifications.notifications_email_due`);
    await q.query(`ALTER TABLE notifications.notifications DROP COLUMN email_settled_at`);
  }
}
