import { logger, type Sql } from '@dating/platform';
import { excerptOf, scamSignals } from '@dating/rules';
import type { ChatMessage } from './messages.js';

/**
 * The anti-scam flags of chat messages (issue 12, the back office's `chat-flags`): a newly stored
 * message whose text carries an e-mail address, a phone number or a messenger handle gets a row in
 * `chat_room.message_flags`. The check is pure and runs in the process; only a batch with at least
 * one flagged message costs a statement (one for the whole batch), so the common path costs nothing.
 */
export class MessageFlagger {
  private readonly log = logger('chat-message-flags');

  constructor(private readonly sql: Sql) {}

  /**
   * Flags what needs it among messages just stored (never duplicates: the caller passes only those
   * its statement inserted). Neither awaited nor able to throw: a flag is a moderation signal, so a
   * failure here is logged and never fails or delays the member's send, which was already acknowledged.
   */
  flag(stored: readonly ChatMessage[]): void {
    const flagged = stored.flatMap((m) => {
      const reasons = scamSignals(m.message);
      return reasons.length ? [{ m, reasons }] : [];
    });
    if (!flagged.length) return;
    void Promise.resolve()
      .then(() =>
        this.sql.query(
          `INSERT INTO chat_room.message_flags (message_id, room_id, sender_id, receiver_id, reasons, excerpt)
         SELECT id, room_id, sender_id, receiver_id, string_to_array(reasons, ','), excerpt
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) AS i(id, room_id, sender_id, receiver_id, reasons, excerpt)
         ON CONFLICT (message_id) DO NOTHING`,
          [
            flagged.map((f) => f.m._id),
            flagged.map((f) => f.m.roomId),
            flagged.map((f) => f.m.sender.userId),
            flagged.map((f) => f.m.receiver.userId),
            flagged.map((f) => f.reasons.join(',')),
            flagged.map((f) => excerptOf(f.m.message)),
          ],
        ),
      )
      .catch((err: unknown) => this.log.error({ err, messages: flagged.map((f) => f.m._id) }, 'chat message flags not stored'));
  }
}
