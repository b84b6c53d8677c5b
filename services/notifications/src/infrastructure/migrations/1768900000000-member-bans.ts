import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The members banned now (identity's MemberBanned, until MemberUnbanned): their notifications and
 * news are left out of every other member's lists and counts, and of the e-mail digests, when read.
 */
export class MemberBans1768900000000 implements MigrationInterface {
  name = 'MemberBans1768900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notifications.banned_members (member_id bigint PRIMARY KEY)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications.banned_members`);
  }
}
