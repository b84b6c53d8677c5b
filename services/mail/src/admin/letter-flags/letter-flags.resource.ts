import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, iso, num, numOrNull, orNull, sortableColumns } from '@dating/platform';

/**
 * `letter-flags`: letters the anti-scam check flagged (e-mail, phone, messenger handle, or many
 * near-identical letters from one sender). Filters: reason, sender_id, recipient_id; `q` searches the excerpt.
 */
export const LETTER_FLAGS: AdminResource<Record<string, unknown>> = {
  resource: 'letter-flags',
  select: `SELECT f.id, f.letter_id, f.sender_id, s.name AS sender_name, f.recipient_id, r.name AS recipient_name, f.reason, f.excerpt, f.flagged_at,
      l.dispatch_id
    FROM mail.letter_flags f JOIN mail.letters l ON l.id = f.letter_id
    LEFT JOIN mail.members s ON s.member_id = f.sender_id LEFT JOIN mail.members r ON r.member_id = f.recipient_id`,
  sortable: sortableColumns('id', 'flagged_at', 'sender_id', 'reason'),
  defaultSort: ['flagged_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ reason: 'text', sender_id: 'int', recipient_id: 'int' }),
    q: { column: 'excerpt', type: 'text', op: 'search', columns: ['excerpt', 'sender_name'] },
  },
  map: fromColumns({
    id: num,
    letter_id: num,
    sender_id: num,
    sender_name: orNull,
    recipient_id: num,
    recipient_name: orNull,
    reason: asIs,
    excerpt: asIs,
    dispatch_id: numOrNull,
    flagged_at: iso,
  }),
};
