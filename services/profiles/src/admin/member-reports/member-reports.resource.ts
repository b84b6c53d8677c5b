import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, sortableColumns } from '@dating/platform';

/**
 * `member-reports`: members' reports with both names, and beside each how many reports (and open
 * ones) the reported member has, so a moderator sees a repeat offender at once. Filters `status`,
 * `reason`, `reported_id` and `q` (part of either name or of the details).
 */
export const MEMBER_REPORTS: AdminResource<Record<string, unknown>> = {
  resource: 'member-reports',
  select: `SELECT mr.id, mr.reporter_id, reporter.name AS reporter_name, mr.reported_id, reported.name AS reported_name,
             reported.user_type AS reported_user_type, mr.reason, mr.details, mr.status, mr.created_at, mr.decided_at, mr.decided_by,
             mr.decision_note,
             (SELECT count(*) FROM profiles.member_reports o WHERE o.reported_id = mr.reported_id)::int AS reports_on_member,
             (SELECT count(*) FROM profiles.member_reports o WHERE o.reported_id = mr.reported_id AND o.status = 'open')::int AS open_reports_on_member
           FROM profiles.member_reports mr
           JOIN profiles.profiles reporter ON reporter.member_id = mr.reporter_id
           JOIN profiles.profiles reported ON reported.member_id = mr.reported_id`,
  sortable: sortableColumns('id', 'created_at'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ status: 'text', reason: 'text', reported_id: 'int' }),
    q: { column: 'reported_name', type: 'text', op: 'search', columns: ['reported_name', 'reporter_name', 'details'] },
  },
  map: fromColumns({
    id: num,
    reporter_id: num,
    reporter_name: asIs,
    reported_id: num,
    reported_name: asIs,
    reported_user_type: asIs,
    reason: asIs,
    details: asIs,
    status: asIs,
    created_at: isoOrNull,
    decided_at: isoOrNull,
    decided_by: asIs,
    decision_note: asIs,
    reports_on_member: num,
    open_reports_on_member: num,
  }),
};
