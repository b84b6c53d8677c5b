import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = ['mail', 'wink', 'favorite', 'invite', 'visitor', 'gift', 'gift_delivered', 'gift_declined', 'contacts_ready', 'contacts_declined'];
const REPORTS = ['report_actioned', 'report_dismissed'];
const check = (types: string[]) => `CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;

/** A member is told how a site moderator ended her report about another member (profiles' MemberReportDecided). */
export class ReportNotifications1768700000000 implements MigrationInterface {
  name = 'ReportNotifications1768700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check([...BEFORE, ...REPORTS])}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = ANY($1)`, [REPORTS]);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check(BEFORE)}`);
  }
}
