import type { Sql, UserType } from '@dating/platform';
import { type BillingSessionRow, SESSION_COLUMNS } from '../../billing/billing-sessions.js';
import { type ChatMessage, MESSAGE_COLUMNS, type MessageRow, toChatMessage } from '../../infrastructure/messages.js';
import type { Room } from '../../infrastructure/rooms.js';

/** Everything a message needs to know before it is stored (read for many messages in one round trip). */
export interface SendContext {
  /** The message the sender already stored under this client id (a resend). */
  earlier: ChatMessage | null;
  /** The room: the one named (if it is the sender's), or the pair's. */
  room: Room | null;
  /** The companion's user type when the message names a receiver (null: unknown member). */
  companionType: UserType | null;
  /** The companion (named, or the room's other member) is banned: nothing reaches her. */
  companionBanned: boolean;
  /** The lady of the room or pair has a socket open somewhere. */
  womanOnline: boolean;
  /** The room's session that has not stopped. */
  session: BillingSessionRow | null;
}

interface ContextRow {
  earlier: MessageRow | null;
  room: Room | null;
  companion_type: UserType | null;
  companion_banned: boolean;
  woman_online: boolean | null;
  session:
    | (Omit<BillingSessionRow, 'started_at' | 'next_tick_at' | 'man_offline_since' | 'woman_offline_since' | 'stopped_at' | 'created_at'> &
        Record<'started_at' | 'next_tick_at' | 'man_offline_since' | 'woman_offline_since' | 'stopped_at' | 'created_at', string | null>)
    | null;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

export interface SendContextQuery {
  senderId: string;
  clientMessageId: string;
  /** The room named (a valid uuid), or null when `pair` names it. */
  roomId: string | null;
  /** The receiver named (looked up), or null. */
  companionId: string | null;
  /** The man and the woman as the sender's sex makes them, when a receiver is named. */
  pair: { manId: string; womanId: string } | null;
}

/**
 * For each message: the dedupe, the room (membership checked), the companion's sex and ban, the
 * lady's presence and the room's open billing session, for many messages in one statement.
 */
export async function readSendContexts(sql: Sql, queries: SendContextQuery[]): Promise<SendContext[]> {
  const rows = await sql.query<ContextRow & { ord: string }>(
    `SELECT i.ord,
            (SELECT row_to_json(m) FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages
                                         WHERE sender_id = i.sender_id AND client_message_id = i.client_message_id) m) AS earlier,
            CASE WHEN room.id IS NULL THEN NULL ELSE json_build_object('id', room.id, 'man_id', room.man_id, 'woman_id', room.woman_id) END AS room,
            (SELECT user_type FROM chat_room.members WHERE member_id = i.companion_id) AS companion_type,
            EXISTS (SELECT 1 FROM chat_room.members WHERE banned_at IS NOT NULL
                     AND member_id = coalesce(i.companion_id, CASE WHEN room.man_id = i.sender_id THEN room.woman_id ELSE room.man_id END)) AS companion_banned,
            (SELECT p.connections > 0 FROM chat_room.presence p WHERE p.member_id = coalesce(room.woman_id, i.woman_id)) AS woman_online,
            (SELECT row_to_json(s) FROM (SELECT ${SESSION_COLUMNS} FROM chat_room.billing_sessions WHERE room_id = room.id AND state <> 'stopped') s) AS session
     FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[])
            WITH ORDINALITY AS i(sender_id, client_message_id, room_id, companion_id, man_id, woman_id, ord)
     LEFT JOIN LATERAL (
       SELECT id, man_id, woman_id FROM chat_room.rooms WHERE i.room_id IS NOT NULL AND id = i.room_id AND (man_id = i.sender_id OR woman_id = i.sender_id)
       UNION ALL
       SELECT id, man_id, woman_id FROM chat_room.rooms WHERE i.room_id IS NULL AND man_id = i.man_id AND woman_id = i.woman_id) room ON true
     ORDER BY i.ord`,
    [
      queries.map((q) => q.senderId),
      queries.map((q) => q.clientMessageId),
      queries.map((q) => q.roomId),
      queries.map((q) => q.companionId),
      queries.map((q) => q.pair?.manId ?? null),
      queries.map((q) => q.pair?.womanId ?? null),
    ],
  );
  return rows.map(toContext);
}

function toContext(row: ContextRow): SendContext {
  const session = row.session;
  return {
    earlier: row.earlier ? toChatMessage(row.earlier) : null,
    room: row.room,
    companionType: row.companion_type,
    companionBanned: row.companion_banned === true,
    womanOnline: row.woman_online === true,
    session: session && {
      ...session,
      started_at: date(session.started_at),
      next_tick_at: date(session.next_tick_at),
      man_offline_since: date(session.man_offline_since),
      woman_offline_since: date(session.woman_offline_since),
      stopped_at: date(session.stopped_at),
      created_at: date(session.created_at)!,
    },
  };
}

/**
 * Stores a message in one statement: the room row's update takes its lock and the next sequence
 * (so sequence order is commit order, without gaps: a failed insert rolls the update back), and
 * says whether the receiver ever wrote (an invite until then). A client id the sender already used
 * answers that message with `duplicate` instead (a resend that raced in from another socket fails
 * on the unique key and is looked up by the caller).
 */
export async function storeMessage(
  sql: Sql,
  message: { room: Room; senderId: string; receiverId: string; clientMessageId: string; text: string },
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const isMan = message.senderId === message.room.man_id;
  const senderWrote = isMan ? 'man_wrote' : 'woman_wrote';
  const receiverWrote = isMan ? 'woman_wrote' : 'man_wrote';
  const [row] = await sql.query<MessageRow & { duplicate: boolean }>(
    `WITH earlier AS (SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages WHERE sender_id = $2 AND client_message_id = $4),
     bumped AS (UPDATE chat_room.rooms SET last_seq = last_seq + 1, last_message_at = now(), ${senderWrote} = true
                WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM earlier) RETURNING last_seq, ${receiverWrote} AS answered),
     stored AS (INSERT INTO chat_room.messages (room_id, seq, sender_id, receiver_id, client_message_id, type, body)
                SELECT $1, last_seq, $2, $3, $4, CASE WHEN answered THEN 'message' ELSE 'invite' END, $5 FROM bumped
                RETURNING ${MESSAGE_COLUMNS})
     SELECT *, false AS duplicate FROM stored UNION ALL SELECT *, true AS duplicate FROM earlier`,
    [message.room.id, message.senderId, message.receiverId, message.clientMessageId, message.text],
  );
  return { message: toChatMessage(row!), duplicate: row!.duplicate };
}
