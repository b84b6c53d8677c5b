import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models fed by other services' events (profiles' and mail's outboxes): each member's
 * notifications, the news, and the copies of what the lists filter by — members' sex (for news),
 * favorites and blocks. Names and avatars are not copied: they are asked from profiles' member
 * directory when a page is read, so they are always the current ones.
 */
export class NotificationsTables1768000000000 implements MigrationInterface {
  name = 'NotificationsTables1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notifications.notifications (
      id bigserial PRIMARY KEY,
      recipient_id bigint NOT NULL,
      sender_id bigint NOT NULL CHECK (sender_id <> recipient_id),
      type text NOT NULL CHECK (type IN ('mail', 'wink', 'favorite', 'invite', 'visitor')),
      -- 'mail' only: the letter.
      letter_id bigint,
      -- When it happened (the event's time); a repeated visit moves an unseen 'visitor' one up.
      created_at timestamptz NOT NULL,
      seen_at timestamptz
    )`);
    // notifications/get-all and from-favorites: the recipient's, newest first (ORDER BY created_at DESC, id DESC).
    await q.query(`CREATE INDEX notifications_by_recipient ON notifications.notifications (recipient_id, created_at DESC, id DESC)`);
    // notifications/counter and mark-as-seen `all`: the recipient's unseen ones.
    await q.query(`CREATE INDEX notifications_unseen ON notifications.notifications (recipient_id) WHERE seen_at IS NULL`);
    // The visitor bump: at most one unseen 'visitor' notification per visitor, found by ProfileVisited's upsert.
    await q.query(
      `CREATE UNIQUE INDEX notifications_unseen_visitor ON notifications.notifications (recipient_id, sender_id) WHERE type = 'visitor' AND seen_at IS NULL`,
    );

    await q.query(`CREATE TABLE notifications.news (
      id bigserial PRIMARY KEY,
      author_id bigint NOT NULL,
      -- The author's sex when the media was accepted (it never changes): the news is for the other sex.
      author_sex text NOT NULL CHECK (author_sex IN ('man', 'woman')),
      type text NOT NULL CHECK (type IN ('photo', 'video')),
      media_id bigint NOT NULL,
      created_at timestamptz NOT NULL,
      -- One item per media, however often it is accepted.
      UNIQUE (type, media_id)
    )`);
    // user-news/load-all: one sex's news, newest first.
    await q.query(`CREATE INDEX news_by_sex ON notifications.news (author_sex, created_at DESC, id DESC)`);
    // user-news/favorite: the news of the caller's favorites (a few authors), newest first.
    await q.query(`CREATE INDEX news_by_author ON notifications.news (author_id, created_at DESC, id DESC)`);

    // Who is a man or a woman (profiles' ProfileOpened): the author's sex of a news item.
    await q.query(`CREATE TABLE notifications.members (
      member_id bigint PRIMARY KEY,
      sex text NOT NULL CHECK (sex IN ('man', 'woman'))
    )`);

    // member → favorite (profiles' FavoriteAdded / FavoriteRemoved). The primary key serves the
    // from-favorites filters (is this sender or author in the caller's favorites?).
    await q.query(`CREATE TABLE notifications.favorites (
      member_id bigint NOT NULL,
      favorite_id bigint NOT NULL,
      PRIMARY KEY (member_id, favorite_id)
    )`);

    // blocker → blocked (profiles' MemberBlocked / MemberUnblocked). The primary key serves "did
    // the caller block the sender", the index "did the sender block the caller": every list and count.
    await q.query(`CREATE TABLE notifications.blocks (
      blocker_id bigint NOT NULL,
      blocked_id bigint NOT NULL,
      PRIMARY KEY (blocker_id, blocked_id)
    )`);
    await q.query(`CREATE INDEX blocks_by_blocked ON notifications.blocks (blocked_id, blocker_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['blocks', 'favorites', 'members', 'news', 'notifications']) await q.query(`DROP TABLE notifications.${table}`);
  }
}
