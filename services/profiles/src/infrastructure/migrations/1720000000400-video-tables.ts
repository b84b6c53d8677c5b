import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Videos and their purchases: the same states and two-step moderation as photos; bytes in ObjectStorage. */
export class VideoTables1720000000400 implements MigrationInterface {
  name = 'VideoTables1720000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.videos (
      id bigserial PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES profiles.profiles (member_id) ON DELETE CASCADE,
      album_type text NOT NULL CHECK (album_type IN ('public', 'private')),
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'accepted', 'rejected')),
      agency_id text,
      agency_decision text CHECK (agency_decision IN ('accepted', 'rejected')),
      agency_decided_by text,
      agency_decided_at timestamptz,
      site_decided_by text,
      site_decided_at timestamptz,
      reject_reason text,
      title text NOT NULL DEFAULT '',
      storage_key text NOT NULL UNIQUE,
      content_type text NOT NULL CHECK (content_type IN ('video/mp4', 'video/webm')),
      bytes bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      trashed_at timestamptz
    )`);
    // A member's videos (member-video/albums, album-video, load-videos) newest first.
    await q.query(`CREATE INDEX videos_by_member ON profiles.videos (member_id, id DESC)`);
    // The moderation queue (video-moderation) and video/search's accepted videos.
    await q.query(`CREATE INDEX videos_by_state ON profiles.videos (state, agency_id, id DESC)`);
    await q.query(`CREATE TABLE profiles.video_purchases (
      buyer_id bigint NOT NULL,
      video_id bigint NOT NULL REFERENCES profiles.videos (id) ON DELETE CASCADE,
      charge_id text,
      amount integer NOT NULL DEFAULT 0,
      bought_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (buyer_id, video_id)
    )`);
    await q.query(`CREATE INDEX video_purchases_by_buyer ON profiles.video_purchases (buyer_id, bought_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.video_purchases`);
    await q.query(`DROP TABLE profiles.videos`);
  }
}
