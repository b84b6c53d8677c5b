import type { ProfilesErrorCode } from './profile-errors.js';
import { type Moderator, REJECT_REASON_MAX } from './photo-moderation.js';

/**
 * What a man pays for and two moderators decide, pure: a contact-info request or a gift. He asks
 * ('process', his credits held); her agency's moderator decides first ('verification' or
 * 'reject'), then a site moderator or an admin ('accept' or 'reject'). A lady without an agency:
 * the site moderator takes it at 'process'. Money: captured on the site's accept, released on any
 * reject.
 */

export type HeldRequestStatus = 'process' | 'verification' | 'accept' | 'reject';
export type HeldDecision = 'accept' | 'reject';
export type HeldStep = 'agency' | 'site';
export type HeldMoney = 'capture' | 'release';

export interface HeldRequestState {
  status: HeldRequestStatus;
  agency_id: string | null;
}

/** The texts of one kind's refusals (each kind names itself: "request", "gift"). */
export interface HeldMessages {
  notFound: string;
  reasonRequired: string;
  reasonTooLong: string;
  decided: string;
  agencyFirst: string;
  siteDecides: string;
  /** Accepting one whose man or lady is banned now. */
  partyBanned: string;
}

/** The refusals every kind shares, with its own "not found". */
export const heldMessages = (notFound: string, noun: string): HeldMessages => ({
  notFound,
  reasonRequired: 'Give the reason of the rejection',
  reasonTooLong: `The reason must be at most ${REJECT_REASON_MAX} characters`,
  decided: `This ${noun} has been decided already`,
  agencyFirst: 'Her agency moderator decides first',
  siteDecides: 'Her agency has decided already; the site moderator decides now',
  partyBanned: `A member of this ${noun} is banned: it can only be rejected`,
});

/** Whose step it waits for: her agency's (at 'process', a lady with an agency), the site's, or none once decided. */
export function heldStepOf(request: HeldRequestState): HeldStep | null {
  if (request.status === 'process') return request.agency_id !== null ? 'agency' : 'site';
  return request.status === 'verification' ? 'site' : null;
}

/** Whether a moderator may see it at all: an agency moderator only her agency's ladies'. */
export function moderatorSeesHeld(request: Pick<HeldRequestState, 'agency_id'>, moderator: Moderator): boolean {
  if (moderator.role === 'agency_moderator') return moderator.agencyId !== null && request.agency_id === moderator.agencyId;
  return moderator.role === 'site_moderator' || moderator.role === 'admin';
}

export type HeldDecisionOutcome =
  | { ok: true; step: HeldStep; status: HeldRequestStatus; money: HeldMoney | null; reason: string | null }
  | { ok: false; code: ProfilesErrorCode; message: string; field?: string };

/** One moderator's decision, by the two steps' rules. A rejection needs a reason (1 to 500 characters). */
export function decideHeld(
  request: HeldRequestState,
  moderator: Moderator,
  decision: HeldDecision,
  reasonText: unknown,
  kind: { notFoundCode: ProfilesErrorCode; messages: HeldMessages },
): HeldDecisionOutcome {
  const { messages } = kind;
  if (!moderatorSeesHeld(request, moderator)) return { ok: false, code: kind.notFoundCode, message: messages.notFound };
  const reason = typeof reasonText === 'string' ? reasonText.trim() : '';
  if (decision === 'reject' && !reason) return { ok: false, code: 'PROFILES.INVALID', message: messages.reasonRequired, field: 'reason' };
  if (decision === 'reject' && reason.length > REJECT_REASON_MAX)
    return { ok: false, code: 'PROFILES.INVALID', message: messages.reasonTooLong, field: 'reason' };
  const step = heldStepOf(request);
  if (step === null) return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: messages.decided };
  const agencyModerator = moderator.role === 'agency_moderator';
  if (step === 'agency' && !agencyModerator) return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: messages.agencyFirst };
  if (step === 'site' && agencyModerator) return { ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN', message: messages.siteDecides };
  if (decision === 'reject') return { ok: true, step, status: 'reject', money: 'release', reason };
  return step === 'agency'
    ? { ok: true, step, status: 'verification', money: null, reason: null }
    : { ok: true, step, status: 'accept', money: 'capture', reason: null };
}
