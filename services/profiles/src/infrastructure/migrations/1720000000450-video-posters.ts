import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A video's poster frame (the still the player shows before it plays), when the uploader sent one. */
export class VideoPosters1720000000450 implements MigrationInterface {
  name = 'VideoPosters1720000000450';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.videos ADD COLUMN has_poster boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.videos DROP COLUMN has_poster`);
  }
}
