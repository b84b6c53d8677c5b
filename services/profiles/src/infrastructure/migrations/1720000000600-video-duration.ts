import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A video's duration in milliseconds: read from its container header at upload (nothing is
 * decoded), else the uploader's browser's value, else unknown (null).
 */
export class VideoDuration1720000000600 implements MigrationInterface {
  name = 'VideoDuration1720000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.videos ADD COLUMN duration_ms integer CHECK (duration_ms > 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.videos DROP COLUMN duration_ms`);
  }
}
