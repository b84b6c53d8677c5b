import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live cam (issue 11, section 5): a session remembers whether the lady's camera is on, and what the
 * held minute costs, since a minute while the camera is on is a `video_chat` minute:
 * - `cam_on`: her camera is on (the next minutes are held at the video price);
 * - `hold_service`, `hold_price`: the service and price of the minute held now (`price` stays the
 *   session's text_chat price, `video_price` the video_chat price it took when the camera first went on);
 * - `spare_hold_id`: a text hold of the current minute replaced by its video hold, still to give back
 *   (a process killed before it did is followed by the next tick);
 * - `cam_minutes`: the minutes charged at the video price.
 * And billing's video_chat price, followed like text_chat (billing's initial 3 credits).
 */
export class LiveCam1765000000200 implements MigrationInterface {
  name = 'LiveCam1765000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_room.billing_sessions
      ADD COLUMN cam_on boolean NOT NULL DEFAULT false,
      ADD COLUMN hold_service text NOT NULL DEFAULT 'text_chat' CHECK (hold_service IN ('text_chat', 'video_chat')),
      ADD COLUMN hold_price integer NOT NULL DEFAULT 0,
      ADD COLUMN video_price integer,
      ADD COLUMN spare_hold_id text,
      ADD COLUMN cam_minutes integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE chat_room.billing_sessions SET hold_price = price WHERE state <> 'stopped'`);
    await q.query(`INSERT INTO chat_room.prices (action, price) VALUES ('video_chat', 3) ON CONFLICT (action) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM chat_room.prices WHERE action = 'video_chat'`);
    await q.query(`ALTER TABLE chat_room.billing_sessions
      DROP COLUMN cam_on, DROP COLUMN hold_service, DROP COLUMN hold_price, DROP COLUMN video_price, DROP COLUMN spare_hold_id, DROP COLUMN cam_minutes`);
  }
}
