import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, orNull, sortableColumns } from '@dating/platform';
import { PARTY_BANNED_COLUMN } from '../held-decisions/held-decisions.js';

/**
 * `contact-requests`: every contact-info request with its moderation state. Filters: `status`
 * (process, verification, accept, reject), `q` (part of the man's or the lady's name or id),
 * `step` (agency | site: what waits for that step — the dashboard's count of a moderator's queue),
 * `agency_id`, `man_id`, `lady_id`; an agency moderator's lists are narrowed to her agency by the
 * handler, whatever the filter says. `step` is null once decided; `hold_expired_at`, when billing
 * gave his held credits back before a decision (it can only be rejected then).
 */
export const CONTACT_REQUESTS: AdminResource<Record<string, unknown>> = {
  resource: 'contact-requests',
  select: `SELECT cr.id, cr.man_id, m.name AS man_name, cr.lady_id, l.name AS lady_name, cr.agency_id, cr.status,
      CASE WHEN cr.status = 'process' AND cr.agency_id IS NOT NULL THEN 'agency' WHEN cr.status IN ('process', 'verification') THEN 'site' END AS step,
      cr.price, cr.reason, cr.created_at, ${PARTY_BANNED_COLUMN}, cr.hold_expired_at, cr.agency_decided_by, cr.agency_decided_at, cr.site_decided_by, cr.site_decided_at
    FROM profiles.contact_requests cr
    LEFT JOIN profiles.profiles m ON m.member_id = cr.man_id
    LEFT JOIN profiles.profiles l ON l.member_id = cr.lady_id`,
  sortable: sortableColumns('id', 'created_at', 'status', 'man_id', 'lady_id', 'man_name', 'lady_name', 'price'),
  defaultSort: ['created_at', 'ASC'],
  tieBreaker: 'r.id ASC',
  filters: {
    ...columnFilters({ status: 'text', step: 'text', agency_id: 'text', man_id: 'int', lady_id: 'int' }),
    q: { column: 'man_name', type: 'text', op: 'search', columns: ['man_name', 'lady_name', 'man_id', 'lady_id'] },
  },
  map: fromColumns({
    id: num,
    man_id: num,
    man_name: orNull,
    lady_id: num,
    lady_name: orNull,
    agency_id: orNull,
    status: asIs,
    step: orNull,
    price: num,
    reason: orNull,
    created_at: isoOrNull,
    party_banned: asIs,
    hold_expired_at: isoOrNull,
    agency_decided_by: orNull,
    agency_decided_at: isoOrNull,
    site_decided_by: orNull,
    site_decided_at: isoOrNull,
  }),
};
