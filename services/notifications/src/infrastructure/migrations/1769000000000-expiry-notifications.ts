import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = [
  'mail',
  'wink',
  'favorite',
  'invite',
  'visitor',
  'gift',
  'gift_delivered',
  'gift_declined',
  'contacts_ready',
  'contacts_declined',
  'report_actioned',
  'report_dismissed',
];
const EXPIRIES = ['gift_expired', 'contacts_expired'];
const check = (types: string[]) => `CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;

/** A man is told when nobody decided his gift or contact request in time and his credits came back (profiles' GiftExpired, ContactRequestExpired). */
export class ExpiryNotifications1769000000000 implements MigrationInterface {
  name = 'ExpiryNotifications1769000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check([...BEFORE, ...EXPIRIES])}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = ANY($1)`, [EXPIRIES]);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check(BEFORE)}`);
  }
}
