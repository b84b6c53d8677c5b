import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, iso, orNull, sortableColumns, text } from '@dating/platform';
import type { ScamSignal } from '@dating/rules';

/** A flagged chat message as site moderators read it (its id is the message's). */
export interface ChatFlagRecord {
  id: string;
  room_id: string;
  sender_id: string;
  sender_name: string | null;
  receiver_id: string;
  receiver_name: string | null;
  reasons: ScamSignal[];
  excerpt: string;
  flagged_at: string;
}

/**
 * `chat-flags`: chat messages the anti-scam check flagged (an e-mail address, a phone number, a
 * messenger handle), as `letter-flags` lists letters. Filters: reason (one of the reasons: the
 * controller refuses any other value, so the substring match over `reason_list` is exact),
 * sender_id, receiver_id, room_id; `q` searches the excerpt and the names.
 */
export const CHAT_FLAGS: AdminResource<ChatFlagRecord> = {
  resource: 'chat-flags',
  select: `SELECT f.message_id AS id, f.room_id, f.sender_id, sender.full_name AS sender_name, f.receiver_id, receiver.full_name AS receiver_name,
      f.reasons, array_to_string(f.reasons, ',') AS reason_list, f.excerpt, f.flagged_at
    FROM chat_room.message_flags f
    LEFT JOIN chat_room.members sender ON sender.member_id = f.sender_id
    LEFT JOIN chat_room.members receiver ON receiver.member_id = f.receiver_id`,
  sortable: sortableColumns('id', 'flagged_at', 'sender_id', 'receiver_id'),
  defaultSort: ['flagged_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    reason: { column: 'reason_list', type: 'text', op: 'search' },
    ...columnFilters({ sender_id: 'text', receiver_id: 'text', room_id: 'text' }),
    q: { column: 'excerpt', type: 'text', op: 'search', columns: ['excerpt', 'sender_name', 'receiver_name'] },
  },
  map: fromColumns<ChatFlagRecord>({
    id: text,
    room_id: text,
    sender_id: text,
    sender_name: orNull,
    receiver_id: text,
    receiver_name: orNull,
    reasons: asIs,
    excerpt: text,
    flagged_at: iso,
  }),
};
