import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * chat's copy of a member's ban (identity's MemberBanned, until MemberUnbanned): no message or
 * invite reaches a banned member, her invites leave the lists, and she is in no online list.
 */
export class MemberBans1765000000600 implements MigrationInterface {
  name = 'MemberBans1765000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_room.members ADD COLUMN banned_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_room.members DROP COLUMN banned_at`);
  }
}
