import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lady is told of a gift delivered to her (profiles' GiftDecided, the site's accept): the 'gift' type. */
export class GiftNotifications1768000000100 implements MigrationInterface {
  name = 'GiftNotifications1768000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(
      `ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('mail', 'wink', 'favorite', 'invite', 'visitor', 'gift'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = 'gift'`);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(
      `ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('mail', 'wink', 'favorite', 'invite', 'visitor'))`,
    );
  }
}
