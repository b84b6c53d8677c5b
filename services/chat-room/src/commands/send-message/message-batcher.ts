import type { Sql } from '@dating/platform';
import { type ChatMessage, MESSAGE_COLUMNS, type MessageRow, toChatMessage } from '../../infrastructure/messages.js';
import type { Room } from '../../infrastructure/rooms.js';
import { storeMessage } from './send-context.js';

export interface MessageToStore {
  room: Room;
  senderId: string;
  receiverId: string;
  clientMessageId: string;
  text: string;
}

type Stored = { message: ChatMessage; duplicate: boolean };

interface Pending {
  message: MessageToStore;
  waiters: { resolve(stored: Stored): void; reject(err: unknown): void }[];
}

/** At most this many messages per statement, and this many statements in flight. */
const MAX_BATCH = 128;
const MAX_FLUSHES = 3;

/**
 * Stores concurrent messages together: a message that arrives while statements are in flight
 * waits for the next one, which stores everything that waited in one multi-row statement (no timer:
 * a lone message is stored at once). Each caller's promise settles only when its statement has
 * committed, so an ack still means stored. Within the statement the rooms are locked in id order,
 * each room's sequence grows by its messages in arrival order (no gaps), a message is an invite while
 * the receiver has not written before it (in the table or earlier in the batch), and a client id
 * already stored answers that message as a duplicate. The same sender and client id twice in one
 * batch is one message (the second caller hears `duplicate`). If the statement fails (a resend
 * that raced in from another process hits the unique key), each of its messages is stored alone.
 * Once a flush's callers are answered, `afterStore` hears the messages it newly stored (anti-scam flags).
 */
export class MessageBatcher {
  private queue: Pending[] = [];
  private byClientId = new Map<string, Pending>();
  private flushing = 0;

  /**
   * @param afterStore told, once per flush, the messages it newly stored (never the duplicates), after their callers were
   * answered; it must not throw (the anti-scam flags: MessageFlagger).
   */
  constructor(
    private readonly sql: Sql,
    private readonly afterStore: (stored: ChatMessage[]) => void = () => {},
  ) {}

  store(message: MessageToStore): Promise<Stored> {
    return new Promise<Stored>((resolve, reject) => {
      const key = `${message.senderId}\u0000${message.clientMessageId}`;
      const same = this.byClientId.get(key);
      if (same) {
        same.waiters.push({ resolve: (stored) => resolve({ message: stored.message, duplicate: true }), reject });
        return;
      }
      const pending: Pending = { message, waiters: [{ resolve, reject }] };
      this.byClientId.set(key, pending);
      this.queue.push(pending);
      this.pump();
    });
  }

  private pump(): void {
    while (this.flushing < MAX_FLUSHES && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      for (const p of batch) this.byClientId.delete(`${p.message.senderId}\u0000${p.message.clientMessageId}`);
      this.flushing++;
      void this.flush(batch).finally(() => {
        this.flushing--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.afterStore(await this.settleAlone(batch[0]!));
    let rows: (MessageRow & { ord: string; duplicate: boolean })[];
    try {
      rows = await this.storeMany(batch.map((p) => p.message));
    } catch {
      this.afterStore((await Promise.all(batch.map((p) => this.settleAlone(p)))).flat());
      return;
    }
    const byOrd = new Map(rows.map((r) => [Number(r.ord), { message: toChatMessage(r), duplicate: r.duplicate }]));
    batch.forEach((p, i) => {
      const stored = byOrd.get(i + 1);
      for (const w of p.waiters) {
        if (stored) w.resolve(stored);
        else w.reject(new Error('the message was not stored (its room is gone)'));
      }
    });
    this.afterStore([...byOrd.values()].filter((s) => !s.duplicate).map((s) => s.message));
  }

  /** Stores one message on its own and answers its callers: the message if this statement stored it (not a duplicate). */
  private async settleAlone(p: Pending): Promise<ChatMessage[]> {
    try {
      const stored = await storeMessage(this.sql, p.message);
      for (const w of p.waiters) w.resolve(stored);
      return stored.duplicate ? [] : [stored.message];
    } catch (err) {
      for (const w of p.waiters) w.reject(err);
      return [];
    }
  }

  private storeMany(messages: MessageToStore[]) {
    return this.sql.query<MessageRow & { ord: string; duplicate: boolean }>(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS i(room_id, sender_id, receiver_id, client_message_id, body, ord)),
       earlier AS (
         SELECT i.ord, ${MESSAGE_COLUMNS.split(', ')
           .map((c) => `m.${c}`)
           .join(', ')}
         FROM input i JOIN chat_room.messages m ON m.sender_id = i.sender_id AND m.client_message_id = i.client_message_id),
       locked AS (
         SELECT r.id, r.man_id, r.last_seq, r.man_wrote, r.woman_wrote FROM chat_room.rooms r
         WHERE r.id IN (SELECT room_id FROM input) ORDER BY r.id FOR UPDATE),
       fresh AS (
         SELECT i.*, l.last_seq + row_number() OVER (PARTITION BY i.room_id ORDER BY i.ord) AS seq,
                (CASE WHEN i.receiver_id = l.man_id THEN l.man_wrote ELSE l.woman_wrote END)
                  OR EXISTS (SELECT 1 FROM input o WHERE o.room_id = i.room_id AND o.sender_id = i.receiver_id AND o.ord < i.ord
                                                  AND o.ord NOT IN (SELECT ord FROM earlier)) AS answered,
                i.sender_id = l.man_id AS by_man
         FROM input i JOIN locked l ON l.id = i.room_id WHERE i.ord NOT IN (SELECT ord FROM earlier)),
       bumped AS (
         UPDATE chat_room.rooms r SET last_seq = f.last_seq, last_message_at = now(), man_wrote = r.man_wrote OR f.man, woman_wrote = r.woman_wrote OR f.woman
         FROM (SELECT room_id, max(seq) AS last_seq, bool_or(by_man) AS man, bool_or(NOT by_man) AS woman FROM fresh GROUP BY room_id) f
         WHERE r.id = f.room_id),
       stored AS (
         INSERT INTO chat_room.messages (room_id, seq, sender_id, receiver_id, client_message_id, type, body)
         SELECT room_id, seq, sender_id, receiver_id, client_message_id, CASE WHEN answered THEN 'message' ELSE 'invite' END, body FROM fresh ORDER BY ord
         RETURNING ${MESSAGE_COLUMNS})
       SELECT f.ord, s.*, false AS duplicate FROM stored s JOIN fresh f ON f.sender_id = s.sender_id AND f.client_message_id = s.client_message_id
       UNION ALL SELECT e.*, true AS duplicate FROM earlier e`,
      [
        messages.map((m) => m.room.id),
        messages.map((m) => m.senderId),
        messages.map((m) => m.receiverId),
        messages.map((m) => m.clientMessageId),
        messages.map((m) => m.text),
      ],
    );
  }
}
