import type { AdminResource } from '@dating/platform';
import { columnFilters, dateRangeFilters, fromColumns, isoOrNull, num, sortableColumns, text, textOrNull } from '@dating/platform';

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
  sortable: sortableColumns('created_at', 'started_at', 'stopped_at', 'minutes', 'cam_minutes', 'credits', 'state'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    ...columnFilters({ man_id: 'text', woman_id: 'text', room_id: 'text', state: 'text', stop_reason: 'text' }),
    q: { column: 'man_id', columns: ['man_id', 'woman_id', 'man_name', 'woman_name'], type: 'text', op: 'search' },
    ...dateRangeFilters('created_at'),
  },
  map: fromColumns({
    id: text,
    room_id: text,
    man_id: text,
    man_name: text,
    woman_id: text,
    woman_name: text,
    state: text,
    price: num,
    minutes: num,
    cam_minutes: num,
    credits: num,
    stop_reason: textOrNull,
    created_at: isoOrNull,
    started_at: isoOrNull,
    stopped_at: isoOrNull,
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
  sortable: sortableColumns('seq', 'created_at'),
  defaultSort: ['seq', 'ASC'],
  tieBreaker: 'r.id',
  filters: columnFilters({ session_id: 'text', sender_id: 'text' }),
  map: fromColumns({
    id: text,
    session_id: text,
    room_id: text,
    seq: num,
    sender_id: text,
    receiver_id: text,
    type: text,
    message: (_, r) => text(r.body),
    created_at: isoOrNull,
  }),
};
