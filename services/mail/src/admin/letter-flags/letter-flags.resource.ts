import type { AdminResource } from '@dating/platform';

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
  sortable: { id: 'r.id', flagged_at: 'r.flagged_at', sender_id: 'r.sender_id', reason: 'r.reason' },
  defaultSort: ['flagged_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    reason: { column: 'reason', type: 'text' },
    sender_id: { column: 'sender_id', type: 'int' },
    recipient_id: { column: 'recipient_id', type: 'int' },
    q: { column: 'excerpt', type: 'text', op: 'search', columns: ['excerpt', 'sender_name'] },
  },
  map: (r) => ({
    id: Number(r.id),
    letter_id: Number(r.letter_id),
    sender_id: Number(r.sender_id),
    sender_name: r.sender_name ?? null,
    recipient_id: Number(r.recipient_id),
    recipient_name: r.recipient_name ?? null,
    reason: r.reason,
    excerpt: r.excerpt,
    dispatch_id: r.dispatch_id === null || r.dispatch_id === undefined ? null : Number(r.dispatch_id),
    flagged_at: new Date(r.flagged_at as string).toISOString(),
  }),
};
