import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invites' "viewed" mark kept by the server (spec sections 3 and 4, Invite.isViewed): per room and
 * side, the room sequence up to which the receiver has viewed the invites addressed to her
 * (`viewInvites`). An invite is viewed when its `seq` is at or below her mark. A sequence rather
 * than a time: the room's order is exact, while a message's `created_at` (its transaction's start)
 * may be older than a mark set while it was being stored.
 */
export class InvitesViewed1765000000400 implements MigrationInterface {
  name = 'InvitesViewed1765000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_room.rooms
      ADD COLUMN man_invites_viewed_seq bigint NOT NULL DEFAULT 0,
      ADD COLUMN woman_invites_viewed_seq bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_room.rooms DROP COLUMN woman_invites_viewed_seq, DROP COLUMN man_invites_viewed_seq`);
  }
}
