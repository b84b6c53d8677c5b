import type { ProfilesErrorCode } from './profile-errors.js';
import { type Moderator, REJECT_REASON_MAX } from './photo-moderation.js';

/**
 * Contact-info requests (realinfo), pure: a man asks for a lady's contacts ('process'); her
 * agency's moderator decides first ('verification' or 'reject'), then a site moderator or an admin
 * ('accept' or 'reject'). A lady without an agency: the site moderator takes the request at
 * 'process'. Money: held when he asks, captured on the site's accept, released on any reject.
 */

export type ContactRequestStatus = 'process' | 'verification' | 'accept' | 'reject';
export type ContactDecision = 'accept' | 'reject';
export type ContactStep = 'agency' | 'site';
export type ContactMoney = 'capture' | 'release';

/** The spec's texts of a contact request (sections 3 and 8). */
export const CONTACT_MESSAGES = {
  repeated: 'You already sent request earlier!',
  noContacts: "You can't buy contacts for now",
  notFound: 'Contact request not found',
  reasonRequired: 'Give the reason of the rejection',
  reasonTooLong: `The reason must be at most ${REJECT_REASON_MAX} characters`,
  decided: 'This request has been decided already',
  agencyFirst: 'Her agency moderator decides first',
  siteDecides: 'Her agency has decided already; the site moderator decides now',
  settling: 'Another decision of this request is being completed',
  holdGone: 'His held credits were given back (the hold expired): this request can only be rejected',
} as const;

export interface ContactRequestState {
  status: ContactRequestStatus;
  agency_id: string | null;
}

/** Whose step a request waits for: her agency's (at 'process', a lady with an agency), the site's, or none once decided. */
export function contactStepOf(request: ContactRequestState): ContactStep | null {
  if (request.status === 'process') return request.agency_id !== null ? 'agency' : 'site';
  return request.status === 'verification' ? 'site' : null;
}

/** Whether a moderator may see a request at all: an agency moderator only her agency's ladies' requests. */
export function moderatorSeesRequest(request: Pick<ContactRequestState, 'agency_id'>, moderator: Moderator): boolean {
  if (moderator.role === 'agency_moderator') return moderator.agencyId !== null && request.agency_id === moderator.agencyId;
  return moderator.role === 'site_moderator' || moderator.role === 'admin';
}

export type ContactDecisionOutcome =
  | { ok: true; step: ContactStep; status: ContactRequestStatus; money: ContactMoney | null; reason: string | null }
  | { ok: false; code: ProfilesErrorCode; message: string; field?: string };

/** One moderator's decision of a request, by the two steps' rules. A rejection needs a reason (1 to 500 characters). */
export function decideContactRequest(
  request: ContactRequestState,
  moderator: Moderator,
  decision: ContactDecision,
  reasonText: unknown,
): ContactDecisionOutcome {
  if (!moderatorSeesRequest(request, moderator)) return { ok: false, code: 'PROFILES.CONTACT_REQUEST_NOT_FOUND', message: CONTACT_MESSAGES.notFound };
  const reason = typeof reasonText === 'string' ? reasonText.trim() : '';
  if (decision === 'reject' && !reason) return { ok: false, code: 'PROFILES.INVALID', message: CONTACT_MESSAGES.reasonRequired, field: 'reason' };
  if (decision === 'reject' && reason.length > REJECT_REASON_MAX)
    return { ok: false, code: 'PROFILES.INVALID', message: CONTACT_MESSAGES.reasonTooLong, field: 'reason' };
  const step = contactStepOf(request);
  if (step === null) return { ok: false, code: 'PROFILES.MODERATION_FORBIDDEN', message: CONTACT_MESSAGES.decided };
  const agencyModerator = moderator.role === 'agency_moderator';
  if (step === 'agency' && !agencyModerator) return { ok: false, code: 'PROFILES.MODERATION_FORBIDDEN', message: CONTACT_MESSAGES.agencyFirst };
  if (step === 'site' && agencyModerator) return { ok: false, code: 'PROFILES.MODERATION_FORBIDDEN', message: CONTACT_MESSAGES.siteDecides };
  if (decision === 'reject') return { ok: true, step, status: 'reject', money: 'release', reason };
  return step === 'agency'
    ? { ok: true, step, status: 'verification', money: null, reason: null }
    : { ok: true, step, status: 'accept', money: 'capture', reason: null };
}

/** A lady's contacts can be bought only when she has at least one on file. */
export const hasContacts = (contacts: { phone: string | null; email: string | null }): boolean => Boolean(contacts.phone?.trim() || contacts.email?.trim());

/** realinfo/get-info-status and make-request's `result`. */
export interface ContactStatusView {
  user_id: number;
  status: 'none' | ContactRequestStatus;
  price: number;
  /** Only when the request was accepted: her contacts, never before and never to anyone else. */
  contacts: { phone: string | null; email: string | null } | null;
  reason: string | null;
  time_create: string | null;
}

/** His request for a lady's contacts as he sees it; `contacts` are read only for an accepted request. */
export function contactStatusView(
  ladyId: string,
  request: { status: ContactRequestStatus; reason: string | null; created_at: Date } | null,
  price: number,
  contacts: { phone: string | null; email: string | null } | null,
): ContactStatusView {
  const accepted = request?.status === 'accept';
  return {
    user_id: Number(ladyId),
    status: request?.status ?? 'none',
    price,
    contacts: accepted && contacts ? { phone: contacts.phone || null, email: contacts.email || null } : null,
    reason: request?.status === 'reject' ? request.reason : null,
    time_create: request ? new Date(request.created_at).toISOString() : null,
  };
}
