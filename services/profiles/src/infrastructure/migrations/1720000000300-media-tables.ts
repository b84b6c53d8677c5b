import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos, their purchases and their two-step moderation (media part of the profiles service).
 * The image bytes are in the kernel's ObjectStorage under `storage_key` (original, large, small);
 * only what serving, listing and moderating need is here.
 */
export class MediaTables1720000000300 implements MigrationInterface {
  name = 'MediaTables1720000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profiles.photos (
      id bigserial PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES profiles.profiles (member_id) ON DELETE CASCADE,
      album_type text NOT NULL CHECK (album_type IN ('public', 'private')),
      -- pending (on moderation), accepted or rejected: only accepted photos are shown to others.
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'accepted', 'rejected')),
      -- The owner's agency when she uploaded (the agency moderator's scope); null: no agency step.
      agency_id text,
      agency_decision text CHECK (agency_decision IN ('accepted', 'rejected')),
      agency_decided_by text,
      agency_decided_at timestamptz,
      site_decided_by text,
      site_decided_at timestamptz,
      reject_reason text,
      storage_key text NOT NULL UNIQUE,
      width integer NOT NULL,
      height integer NOT NULL,
      bytes integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      trashed_at timestamptz
    )`);
    // A member's albums (member-photo/albums, album-photo, get-photos) in upload order.
    await q.query(`CREATE INDEX photos_by_member ON profiles.photos (member_id, id DESC)`);
    // The moderation queue (photo-moderation list, filter state and agency_id).
    await q.query(`CREATE INDEX photos_by_state ON profiles.photos (state, agency_id, id DESC)`);

    // One row per buyer and photo: a second purchase finds it and charges nothing.
    await q.query(`CREATE TABLE profiles.photo_purchases (
      buyer_id bigint NOT NULL,
      photo_id bigint NOT NULL REFERENCES profiles.photos (id) ON DELETE CASCADE,
      charge_id text,
      amount integer NOT NULL DEFAULT 0,
      bought_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (buyer_id, photo_id)
    )`);
    // The purchased album (the buyer's photos bought, newest first).
    await q.query(`CREATE INDEX photo_purchases_by_buyer ON profiles.photo_purchases (buyer_id, bought_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.photo_purchases`);
    await q.query(`DROP TABLE profiles.photos`);
  }
}
