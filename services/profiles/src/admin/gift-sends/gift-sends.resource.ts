import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, orNull, sortableColumns } from '@dating/platform';
import { PARTY_BANNED_COLUMN } from '../held-decisions/held-decisions.js';
import { giftModeration, giftStatus } from '../../domain/gifts.js';
import type { HeldRequestStatus } from '../../domain/held-moderation.js';

/**
 * `gift-sends`: every gift sent, with its moderation state. Filters: `status` (process,
 * verification, accept, reject), `q` (part of the man's or the lady's name or id), `step` (agency |
 * site: what waits for that step, the dashboard's count), `agency_id`, `man_id`, `lady_id`; an
 * agency moderator's lists are narrowed to her agency by the handler, whatever the filter says.
 * `display_status` is what the man sees (packaging, onWay, delivered, reject); `hold_expired_at`,
 * when billing gave his held credits back before a decision (it can only be rejected then).
 */
export const GIFT_SENDS: AdminResource<Record<string, unknown>> = {
  resource: 'gift-sends',
  select: `SELECT s.id, s.man_id, m.name AS man_name, s.lady_id, l.name AS lady_name, s.agency_id, s.gift_id, g.name AS gift_name,
      g.category AS gift_category, s.price, s.delivery_price, s.price + s.delivery_price AS total, s.comment, s.status,
      CASE WHEN s.status = 'process' AND s.agency_id IS NOT NULL THEN 'agency' WHEN s.status IN ('process', 'verification') THEN 'site' END AS step,
      s.reason, s.created_at, ${PARTY_BANNED_COLUMN}, s.hold_expired_at, s.agency_decided_by, s.agency_decided_at, s.site_decided_by, s.site_decided_at
    FROM profiles.gift_sends s
    JOIN profiles.gifts g ON g.id = s.gift_id
    LEFT JOIN profiles.profiles m ON m.member_id = s.man_id
    LEFT JOIN profiles.profiles l ON l.member_id = s.lady_id`,
  sortable: sortableColumns('id', 'created_at', 'status', 'man_id', 'lady_id', 'man_name', 'lady_name', 'total'),
  defaultSort: ['created_at', 'ASC'],
  tieBreaker: 'r.id ASC',
  filters: {
    ...columnFilters({ status: 'text', step: 'text', agency_id: 'text', man_id: 'int', lady_id: 'int' }),
    q: { column: 'man_name', type: 'text', op: 'search', columns: ['man_name', 'lady_name', 'man_id', 'lady_id', 'gift_name'] },
  },
  map: fromColumns({
    id: num,
    man_id: num,
    man_name: orNull,
    lady_id: num,
    lady_name: orNull,
    agency_id: orNull,
    gift_id: num,
    gift_name: asIs,
    gift_category: asIs,
    price: num,
    delivery_price: num,
    total: num,
    comment: orNull,
    status: asIs,
    step: orNull,
    display_status: (_, row) =>
      giftStatus(
        giftModeration({
          status: row.status as HeldRequestStatus,
          agency_id: (row.agency_id as string | null) ?? null,
          site_decided_at: (row.site_decided_at as Date | null) ?? null,
        }),
      ),
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
