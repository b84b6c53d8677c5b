import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Anti-scam flags of chat messages (issue 12): a stored message whose text carries an e-mail
 * address, a phone number or a messenger handle (`scamSignals` of `@dating/rules`) gets one row,
 * written after its batch was stored (never in the hot statement). The back office's `chat-flags`
 * lists them for site moderators; nothing is hidden from the members.
 */
export class MessageFlags1765000000500 implements MigrationInterface {
  name = 'MessageFlags1765000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chat_room.message_flags (
      message_id uuid PRIMARY KEY REFERENCES chat_room.messages (id) ON DELETE CASCADE,
      room_id uuid NOT NULL,
      sender_id text NOT NULL,
      receiver_id text NOT NULL,
      reasons text[] NOT NULL CHECK (cardinality(reasons) > 0 AND reasons <@ ARRAY['email', 'phone', 'messenger']),
      excerpt text NOT NULL,
      flagged_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The back office's chat-flags list in its default order: ORDER BY flagged_at DESC, id (message_id) DESC.
    await q.query(`CREATE INDEX message_flags_flagged_at ON chat_room.message_flags (flagged_at DESC, message_id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_room.message_flags`);
  }
}
