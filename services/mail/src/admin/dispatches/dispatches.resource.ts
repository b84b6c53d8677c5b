import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, orNull, sortableColumns } from '@dating/platform';

/**
 * `dispatches`: a lady's letter to many men, with its progress. Filters: lady_id, agency_id, state
 * (awaiting_approval, sending, done, rejected). `proposed`: the lady proposed it on the member site
 * (it waits for a moderator's approval); otherwise the back office created it.
 */
export const DISPATCHES: AdminResource<Record<string, unknown>> = {
  resource: 'dispatches',
  select: `SELECT d.id, d.lady_id, p.name AS lady_name, d.agency_id, d.subject, d.message, d.state, d.total, d.sent, d.skipped,
      d.created_by, d.created_by LIKE 'member:%' AS proposed, d.created_at, d.decided_by, d.decided_at, d.reject_reason, d.finished_at
    FROM mail.dispatches d LEFT JOIN mail.members p ON p.member_id = d.lady_id`,
  sortable: sortableColumns('id', 'created_at', 'lady_id', 'state', 'total'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: columnFilters({ lady_id: 'int', agency_id: 'text', state: 'text' }),
  map: fromColumns({
    id: num,
    lady_id: num,
    lady_name: orNull,
    agency_id: orNull,
    subject: asIs,
    message: asIs,
    state: asIs,
    total: num,
    sent: num,
    skipped: num,
    created_by: asIs,
    proposed: asIs,
    created_at: isoOrNull,
    decided_by: orNull,
    decided_at: isoOrNull,
    reject_reason: orNull,
    finished_at: isoOrNull,
  }),
};
