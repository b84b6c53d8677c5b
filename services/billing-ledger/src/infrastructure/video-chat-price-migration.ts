import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live cam's price (issue 11, section 5): `video_chat`, a minute of a chat while the lady shows
 * her camera, charged instead of `text_chat` for that minute. Seeded at 3 credits; admins edit it
 * like every price. A price already there (set by hand) is kept.
 */
export class VideoChatPrice1764200000000 implements MigrationInterface {
  name = 'VideoChatPrice1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO billing.prices (action, price) VALUES ('video_chat', 3) ON CONFLICT (action) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM billing.prices WHERE action = 'video_chat'`);
  }
}
