import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's running sessions by her side: every socket's arrival and departure asks for them
 * (billing counts her absence), and stopped sessions pile up, so they must not be scanned.
 */
export class ActiveSessionMembers1765000000300 implements MigrationInterface {
  name = 'ActiveSessionMembers1765000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX billing_sessions_active_man ON chat_room.billing_sessions (man_id) WHERE state = 'active'`);
    await q.query(`CREATE INDEX billing_sessions_active_woman ON chat_room.billing_sessions (woman_id) WHERE state = 'active'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX chat_room.billing_sessions_active_woman`);
    await q.query(`DROP INDEX chat_room.billing_sessions_active_man`);
  }
}
