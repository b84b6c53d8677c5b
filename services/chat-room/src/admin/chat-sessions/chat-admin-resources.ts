import type { AdminResource } from '@dating/platform';

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** A billed chat session as finance and site moderators read it: who, when, minutes, credits, how it stopped. */
export interface ChatSessionRecord {
  id: string;
  room_id: string;
  man_id: string;
  man_name: string;
  woman_id: string;
  woman_name: string;
  state: string;
  price: number;
  minutes: number;
  /** Of those, the minutes billed at the video chat price (her camera on). */
  cam_minutes: number;
  credits: number;
  stop_reason: string | null;
  created_at: string | null;
  started_at: string | null;
  stopped_at: string | null;
}

export const CHAT_SESSIONS: AdminResource<ChatSessionRecord> = {
  resource: 'chat-sessions',
  select: `SELECT s.id, s.room_id, s.man_id, coalesce(man.full_name, '') AS man_name, s.woman_id, coalesce(woman.full_name, '') AS woman_name,
      s.state, s.price, s.minutes_charged AS minutes, s.cam_minutes, s.credits_charged AS credits, s.stop_reason, s.created_at, s.started_at, s.stopped_at
    FROM chat_room.billing_sessions s
    LEFT JOIN chat_room.members man ON man.member_id = s.man_id
    LEFT JOIN chat_room.members woman ON woman.member_id = s.woman_id`,
  sortable: {
    created_at: 'r.created_at',
    started_at: 'r.started_at',
    stopped_at: 'r.stopped_at',
    minutes: 'r.minutes',
    cam_minutes: 'r.cam_minutes',
    credits: 'r.credits',
    state: 'r.state',
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    man_id: { column: 'man_id', type: 'text' },
    woman_id: { column: 'woman_id', type: 'text' },
    room_id: { column: 'room_id', type: 'text' },
    state: { column: 'state', type: 'text' },
    stop_reason: { column: 'stop_reason', type: 'text' },
    q: { column: 'man_id', columns: ['man_id', 'woman_id', 'man_name', 'woman_name'], type: 'text', op: 'search' },
    from: { column: 'created_at', type: 'date', op: '>=' },
    to: { column: 'created_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: String(r.id),
    room_id: String(r.room_id),
    man_id: String(r.man_id),
    man_name: String(r.man_name),
    woman_id: String(r.woman_id),
    woman_name: String(r.woman_name),
    state: String(r.state),
    price: Number(r.price),
    minutes: Number(r.minutes),
    cam_minutes: Number(r.cam_minutes),
    credits: Number(r.credits),
    stop_reason: r.stop_reason === null ? null : String(r.stop_reason),
    created_at: iso(r.created_at),
    started_at: iso(r.started_at),
    stopped_at: iso(r.stopped_at),
  }),
};

/** A message of a session (between the end of the room's previous session and the end of this one). */
export interface ChatMessageRecord {
  id: string;
  session_id: string;
  room_id: string;
  seq: number;
  sender_id: string;
  receiver_id: string;
  type: string;
  message: string;
  created_at: string | null;
}

export const CHAT_MESSAGES: AdminResource<ChatMessageRecord> = {
  resource: 'chat-messages',
  select: `SELECT m.id, s.id AS session_id, m.room_id, m.seq, m.sender_id, m.receiver_id, m.type, m.body, m.created_at
    FROM chat_room.billing_sessions s
    JOIN chat_room.messages m ON m.room_id = s.room_id
      AND m.created_at > coalesce((SELECT max(p.stopped_at) FROM chat_room.billing_sessions p WHERE p.room_id = s.room_id AND p.stopped_at <= s.created_at), '-infinity')
      AND m.created_at <= coalesce(s.stopped_at, 'infinity')`,
  sortable: { seq: 'r.seq', created_at: 'r.created_at' },
  defaultSort: ['seq', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    session_id: { column: 'session_id', type: 'text' },
    sender_id: { column: 'sender_id', type: 'text' },
  },
  map: (r) => ({
    id: String(r.id),
    session_id: String(r.session_id),
    room_id: String(r.room_id),
    seq: Number(r.seq),
    sender_id: String(r.sender_id),
    receiver_id: String(r.receiver_id),
    type: String(r.type),
    message: String(r.body),
    created_at: iso(r.created_at),
  }),
};
