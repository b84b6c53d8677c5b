import type { Sql } from '@dating/platform';

/** A chat message as the API and the socket give it (spec section 3, chat message). */
export interface ChatMessage {
  _id: string;
  roomId: string;
  /** The room's server sequence: the order of the conversation, and the cursor of history. */
  seq: number;
  clientMessageId: string;
  sender: { userId: string };
  receiver: { userId: string };
  message: string;
  /** 'invite' while the receiver has not written in the room yet, else 'message'. */
  type: 'message' | 'invite';
  /** True on the room's first message: the receiver's chat list learns the room id from it. */
  updateRoom: boolean;
  createdAt: string;
}

export interface MessageRow {
  id: string;
  room_id: string;
  seq: string;
  client_message_id: string;
  sender_id: string;
  receiver_id: string;
  body: string;
  type: 'message' | 'invite';
  created_at: Date;
}

export const MESSAGE_COLUMNS = 'id, room_id, seq, client_message_id, sender_id, receiver_id, body, type, created_at';

export function toChatMessage(row: MessageRow): ChatMessage {
  const seq = Number(row.seq);
  return {
    _id: row.id,
    roomId: row.room_id,
    seq,
    clientMessageId: row.client_message_id,
    sender: { userId: row.sender_id },
    receiver: { userId: row.receiver_id },
    message: row.body,
    type: row.type,
    updateRoom: seq === 1,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The message a member already sent under this client id, if any (a resend). */
export async function messageByClientId(sql: Sql, senderId: string, clientMessageId: string): Promise<ChatMessage | null> {
  const [row] = await sql.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages WHERE sender_id = $1 AND client_message_id = $2`, [
    senderId,
    clientMessageId,
  ]);
  return row ? toChatMessage(row) : null;
}
