import type { StaffRole } from '@dating/platform';
import type { ProfilesErrorCode } from './profile-errors.js';

export type ModerationDecision = 'accept' | 'reject';
export const REJECT_REASON_MAX = 500;

export interface ModeratedPhoto {
  state: 'pending' | 'accepted' | 'rejected';
  agency_id: string | null;
  agency_decision: 'accepted' | 'rejected' | null;
}

export interface Moderator {
  role: StaffRole;
  agencyId: string | null;
}

export type ModerationOutcome =
  | { ok: true; step: 'agency' | 'site'; next: ModeratedPhoto; final: boolean; reason: string | null }
  | { ok: false; code: ProfilesErrorCode; message: string; field?: string };

/** Whether a moderator may see a photo in the queue at all: an agency moderator only her agency's. */
export function moderatorSees(photo: Pick<ModeratedPhoto, 'agency_id'>, moderator: Moderator): boolean {
  if (moderator.role === 'agency_moderator') return moderator.agencyId !== null && photo.agency_id === moderator.agencyId;
  return moderator.role === 'site_moderator' || moderator.role === 'admin';
}

/**
 * The two steps of photo moderation (issue 10, part 5): a photo of an agency's lady is decided
 * first by that agency's moderator, then finally by a site moderator (or an admin); a photo without
 * an agency goes straight to the site step. An agency rejection is final. A rejection needs a reason.
 * Videos go the same way (`kind` names them in the answers).
 */
export function decideModeration(
  photo: ModeratedPhoto,
  moderator: Moderator,
  decision: ModerationDecision,
  reasonText: unknown,
  kind: 'photo' | 'video' = 'photo',
): ModerationOutcome {
  if (!moderatorSees(photo, moderator))
    return kind === 'photo'
      ? { ok: false, code: 'PROFILES.PHOTO_NOT_FOUND', message: 'Photo not found' }
      : { ok: false, code: 'PROFILES.VIDEO_NOT_FOUND', message: 'Video not found' };
  const reason = typeof reasonText === 'string' ? reasonText.trim() : '';
  if (decision === 'reject' && !reason) return { ok: false, code: 'PROFILES.INVALID', message: 'Give the reason of the rejection', field: 'reason' };
  if (reason.length > REJECT_REASON_MAX)
    return { ok: false, code: 'PROFILES.INVALID', message: `The reason must be at most ${REJECT_REASON_MAX} characters`, field: 'reason' };
  if (photo.state !== 'pending') return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: `This ${kind} has been decided already` };
  const agencyStep = photo.agency_id !== null && photo.agency_decision === null;
  if (moderator.role === 'agency_moderator') {
    if (!agencyStep) return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: 'Her agency has decided already; the site moderator decides now' };
    return decision === 'accept'
      ? { ok: true, step: 'agency', next: { ...photo, agency_decision: 'accepted' }, final: false, reason: null }
      : { ok: true, step: 'agency', next: { ...photo, agency_decision: 'rejected', state: 'rejected' }, final: true, reason };
  }
  if (agencyStep) return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: 'Her agency moderator decides first' };
  return decision === 'accept'
    ? { ok: true, step: 'site', next: { ...photo, state: 'accepted' }, final: true, reason: null }
    : { ok: true, step: 'site', next: { ...photo, state: 'rejected' }, final: true, reason };
}

/**
 * How many of one member's photos, or videos, may wait for moderation at once. An upload that would
 * go past it is refused whole (PROFILES.TOO_MANY_PENDING) until moderators decide some: a script
 * could otherwise fill the moderators' queue (and the server's decoding) without end.
 */
export const PENDING_MEDIA_MAX = { photo: 30, video: 10 } as const;

/** The refusal's text: how many wait, and when she may upload again. */
export function tooManyPendingMessage(kind: 'photo' | 'video', waiting: number): string {
  return `You have ${waiting} ${kind === 'photo' ? 'photos' : 'videos'} waiting for moderation. You can upload more once they have been reviewed`;
}

/** Whether `adding` more would put her past the cap, with `waiting` already pending. */
export function pendingCapReached(kind: 'photo' | 'video', waiting: number, adding: number): boolean {
  return waiting + adding > PENDING_MEDIA_MAX[kind];
}
