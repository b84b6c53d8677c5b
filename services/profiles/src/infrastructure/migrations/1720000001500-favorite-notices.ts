import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a member was last told of another's favorite add or invite (`commands/favorites`): removing
 * deletes the favorite's row, so without this an add, remove, add loop told the other member each
 * time (her bell, the live toast, the e-mail digest). An add within a day of the last telling
 * carries `repeated` on its event instead, and nobody is told again.
 */
export class FavoriteNotices1720000001500 implements MigrationInterface {
  name = 'FavoriteNotices1720000001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profiles.favorite_notices (
        owner_id bigint NOT NULL,
        target_id bigint NOT NULL,
        told_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, target_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.favorite_notices`);
  }
}
