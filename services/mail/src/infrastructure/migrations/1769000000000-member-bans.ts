import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * mail's copy of a member's ban (identity's MemberBanned, until MemberUnbanned): no letter is sent
 * to a banned member (nor charged for), and a dispatch skips him.
 */
export class MemberBans1769000000000 implements MigrationInterface {
  name = 'MemberBans1769000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail.members ADD COLUMN banned_at timestamptz`);
    // BannedMembers: the whole set of the banned, re-read at most once a second by a sending process.
    await q.query(`CREATE INDEX members_banned ON mail.members (member_id) WHERE banned_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail.members_banned`);
    await q.query(`ALTER TABLE mail.members DROP COLUMN banned_at`);
  }
}
