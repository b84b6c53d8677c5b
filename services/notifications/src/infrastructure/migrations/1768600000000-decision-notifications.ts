import type { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = ['mail', 'wink', 'favorite', 'invite', 'visitor', 'gift'];
const DECISIONS = ['gift_delivered', 'gift_declined', 'contacts_ready', 'contacts_declined'];
const check = (types: string[]) => `CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;

/**
 * A man is told how moderation decided what he paid for (profiles' GiftDecided and
 * ContactRequestDecided, the final step): his gift delivered or declined, a lady's contacts given or
 * declined.
 */
export class DecisionNotifications1768600000000 implements MigrationInterface {
  name = 'DecisionNotifications1768600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check([...TYPES, ...DECISIONS])}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = ANY($1)`, [DECISIONS]);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check(TYPES)}`);
  }
}
