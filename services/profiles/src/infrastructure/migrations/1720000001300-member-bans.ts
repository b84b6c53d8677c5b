import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search's and the short lists' indexes, each as the first migration made it (the ban's predicate goes on each). */
const LISTING_INDEXES = {
  profiles_by_date: `(user_type, registered_at, member_id)
      INCLUDE (birthday, country_id, height_cm, hair_color, eyes_color, body_type, english_level, with_web_cam, with_hd_cam, online_until)`,
  profiles_by_name: `(user_type, (lower(name) COLLATE "C"), member_id)`,
  profiles_by_birthday: `(user_type, birthday)`,
  profiles_by_country: `(user_type, country_id, birthday)`,
  profiles_online: `(user_type, online_until) INCLUDE (registered_at, member_id)`,
  profiles_by_popularity: `(user_type, popularity DESC, member_id)`,
};

/**
 * A banned member (identity's MemberBanned, until MemberUnbanned) leaves every other member's view:
 * `banned_at` on her profile, and the indexes that serve the search and the short lists keep only
 * members who are not banned (`WHERE banned_at IS NULL`), so the search's index-only scans stay as
 * they were and every listing statement says `p.banned_at IS NULL` (the planner uses a partial
 * index only for a statement that implies its predicate).
 */
export class MemberBans1720000001300 implements MigrationInterface {
  name = 'MemberBans1720000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.profiles ADD COLUMN banned_at timestamptz`);
    for (const [name, columns] of Object.entries(LISTING_INDEXES)) {
      await q.query(`DROP INDEX profiles.${name}`);
      await q.query(`CREATE INDEX ${name} ON profiles.profiles ${columns} WHERE banned_at IS NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, columns] of Object.entries(LISTING_INDEXES)) {
      await q.query(`DROP INDEX profiles.${name}`);
      await q.query(`CREATE INDEX ${name} ON profiles.profiles ${columns}`);
    }
    await q.query(`ALTER TABLE profiles.profiles DROP COLUMN banned_at`);
  }
}
