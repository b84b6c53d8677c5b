import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The social graph (spec sections 3, 4): winks, favorites (with a lady's invites), bookmarks and
 * blocks, one row per (member, other member). Every index says which query it serves.
 */
export class SocialTables1720000000500 implements MigrationInterface {
  name = 'SocialTables1720000000500';

  async up(q: QueryRunner): Promise<void> {
    // One row per sender and receiver: the latest wink. `answered_at` is set when the receiver
    // winks back; until then the sender cannot wink again (kiss/make-kiss).
    await q.query(`CREATE TABLE profiles.winks (
      sender_id bigint NOT NULL,
      receiver_id bigint NOT NULL,
      sent_at timestamptz NOT NULL,
      seen_at timestamptz,
      answered_at timestamptz,
      winks integer NOT NULL DEFAULT 1,
      PRIMARY KEY (sender_id, receiver_id),
      CHECK (sender_id <> receiver_id)
    )`);
    // Received winks, newest first (kiss/get-kisses), and the unseen counter (profile/counter).
    await q.query(`CREATE INDEX winks_by_receiver ON profiles.winks (receiver_id, sent_at DESC)`);
    // Sent winks newest first use the primary key's prefix and sort a member's few hundred rows.

    // owner -> target. state: 'accepted' ('in favorite'), 'invite' (a lady's pending invite),
    // 'rejected' (the man refused it: a sent request cannot be repeated).
    await q.query(`CREATE TABLE profiles.favorites (
      owner_id bigint NOT NULL,
      target_id bigint NOT NULL,
      state text NOT NULL CHECK (state IN ('accepted', 'invite', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_id, target_id),
      CHECK (owner_id <> target_id)
    )`);
    // Followers (favorite/get-followers): who added me.
    await q.query(`CREATE INDEX favorites_by_target ON profiles.favorites (target_id, updated_at DESC)`);

    await q.query(`CREATE TABLE profiles.bookmarks (
      owner_id bigint NOT NULL,
      target_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_id, target_id),
      CHECK (owner_id <> target_id)
    )`);

    // blocker ignores blocked ('ignore me'). Checked both ways by every list and action.
    await q.query(`CREATE TABLE profiles.blocks (
      blocker_id bigint NOT NULL,
      blocked_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id),
      CHECK (blocker_id <> blocked_id)
    )`);
    // "Who blocked me" (the other direction of every list's filter).
    await q.query(`CREATE INDEX blocks_by_blocked ON profiles.blocks (blocked_id, blocker_id)`);
    // Visitors whom I visited, newest first (guest/gel-all i_visited).
    await q.query(`CREATE INDEX visits_by_visitor ON profiles.visits (visitor_id, last_visited_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX profiles.visits_by_visitor`);
    for (const table of ['blocks', 'bookmarks', 'favorites', 'winks']) await q.query(`DROP TABLE profiles.${table}`);
  }
}
