import type { AdminResource } from '@dating/platform';

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** `dispatches`: a lady's letter to many men, with its progress. Filters: lady_id, agency_id, state. */
export const DISPATCHES: AdminResource<Record<string, unknown>> = {
  resource: 'dispatches',
  select: `SELECT d.id, d.lady_id, p.name AS lady_name, d.agency_id, d.subject, d.message, d.state, d.total, d.sent, d.skipped,
      d.created_by, d.created_at, d.finished_at
    FROM mail.dispatches d LEFT JOIN mail.members p ON p.member_id = d.lady_id`,
  sortable: { id: 'r.id', created_at: 'r.created_at', lady_id: 'r.lady_id', state: 'r.state', total: 'r.total' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    lady_id: { column: 'lady_id', type: 'int' },
    agency_id: { column: 'agency_id', type: 'text' },
    state: { column: 'state', type: 'text' },
  },
  map: (r) => ({
    id: Number(r.id),
    lady_id: Number(r.lady_id),
    lady_name: r.lady_name ?? null,
    agency_id: r.agency_id ?? null,
    subject: r.subject,
    message: r.message,
    state: r.state,
    total: Number(r.total),
    sent: Number(r.sent),
    skipped: Number(r.skipped),
    created_by: r.created_by,
    created_at: iso(r.created_at),
    finished_at: iso(r.finished_at),
  }),
};
