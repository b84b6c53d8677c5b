import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, orNull, sortableColumns } from '@dating/platform';

/** Whose step a pending item waits for: her agency's moderator first (a lady with an agency), then the site's; null once decided. */
const waitingStep = (t: string) =>
  `CASE WHEN ${t}.state = 'pending' THEN CASE WHEN ${t}.agency_id IS NOT NULL AND ${t}.agency_decision IS NULL THEN 'agency' ELSE 'site' END END AS waiting_step`;

/**
 * `photo-moderation`: every photo with its moderation state (the queue is `state = pending`).
 * Filters: state, agency_id, member_id, album_type, agency_decision, waiting_step (agency | site:
 * what waits for that step); an agency moderator's lists
 * are narrowed to her agency by the handler, whatever the filter says.
 */
export const PHOTO_MODERATION: AdminResource<Record<string, unknown>> = {
  resource: 'photo-moderation',
  select: `SELECT ph.id, ph.member_id, p.name AS member_name, ph.album_type, ph.state, ph.agency_id, ph.agency_decision,
      ph.agency_decided_by, ph.agency_decided_at, ph.site_decided_by, ph.site_decided_at, ph.reject_reason,
      ph.width, ph.height, ph.bytes, ph.created_at, ph.trashed_at, ${waitingStep('ph')}
    FROM profiles.photos ph JOIN profiles.profiles p ON p.member_id = ph.member_id`,
  sortable: sortableColumns('id', 'created_at', 'member_id', 'state', 'agency_id'),
  defaultSort: ['created_at', 'ASC'],
  tieBreaker: 'r.id ASC',
  filters: columnFilters({ state: 'text', agency_id: 'text', member_id: 'int', album_type: 'text', agency_decision: 'text', waiting_step: 'text' }),
  map: fromColumns({
    id: num,
    member_id: num,
    member_name: asIs,
    album_type: asIs,
    state: asIs,
    agency_id: orNull,
    agency_decision: orNull,
    waiting_step: orNull,
    agency_decided_by: orNull,
    agency_decided_at: isoOrNull,
    site_decided_by: orNull,
    site_decided_at: isoOrNull,
    reject_reason: orNull,
    width: num,
    height: num,
    bytes: num,
    created_at: isoOrNull,
    trashed: (_, r) => r.trashed_at !== null && r.trashed_at !== undefined,
  }),
};

/** `video-moderation`: the same queue for videos (filters as photos'). */
export const VIDEO_MODERATION: AdminResource<Record<string, unknown>> = {
  ...PHOTO_MODERATION,
  resource: 'video-moderation',
  select: `SELECT v.id, v.member_id, p.name AS member_name, v.album_type, v.state, v.agency_id, v.agency_decision,
      v.agency_decided_by, v.agency_decided_at, v.site_decided_by, v.site_decided_at, v.reject_reason,
      v.title, v.content_type, v.bytes, v.duration_ms, v.created_at, v.trashed_at, ${waitingStep('v')}
    FROM profiles.videos v JOIN profiles.profiles p ON p.member_id = v.member_id`,
  map: (r) => {
    const { width: _w, height: _h, ...rest } = PHOTO_MODERATION.map(r);
    // Seconds, as the member site's video answers give it; null when the header did not say.
    return {
      ...rest,
      title: r.title,
      content_type: r.content_type,
      duration: r.duration_ms === null || r.duration_ms === undefined ? null : Number(r.duration_ms) / 1000,
    };
  },
};

export type MediaKind = 'photo' | 'video';
export const moderationResource = (kind: MediaKind) => (kind === 'photo' ? PHOTO_MODERATION : VIDEO_MODERATION);
