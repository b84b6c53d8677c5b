import { CONTACT_UNLOCK, contactsUnlocked } from '@dating/rules';
import type { Moderator } from './photo-moderation.js';
import {
  decideHeld,
  type HeldDecision,
  type HeldDecisionOutcome,
  type HeldMoney,
  heldMessages,
  type HeldRequestState,
  type HeldRequestStatus,
  type HeldStep,
  heldStepOf,
  moderatorSeesHeld,
} from './held-moderation.js';

/**
 * Contact-info requests (realinfo), pure: a man asks for a lady's contacts; her agency's moderator
 * and then a site moderator decide, by the two steps of held-moderation.ts. Money: held when he
 * asks, captured on the site's accept, released on any reject.
 */

export type ContactRequestStatus = HeldRequestStatus;
export type ContactDecision = HeldDecision;
export type ContactStep = HeldStep;
export type ContactMoney = HeldMoney;
export type ContactRequestState = HeldRequestState;
export type ContactDecisionOutcome = HeldDecisionOutcome;

/** The spec's texts of a contact request (sections 3 and 8). */
export const CONTACT_MESSAGES = {
  ...heldMessages('Contact request not found', 'request'),
  repeated: 'You already sent request earlier!',
  noContacts: "You can't buy contacts for now",
  settling: 'Another decision of this request is being completed',
  holdGone: 'His held credits were given back (the hold expired): this request can only be rejected',
} as const;

/** Whose step a request waits for: her agency's, the site's, or none once decided. */
export const contactStepOf = heldStepOf;

/** Whether a moderator may see a request at all: an agency moderator only her agency's ladies' requests. */
export const moderatorSeesRequest = moderatorSeesHeld;

/** One moderator's decision of a request, by the two steps' rules. */
export function decideContactRequest(
  request: ContactRequestState,
  moderator: Moderator,
  decision: ContactDecision,
  reasonText: unknown,
): ContactDecisionOutcome {
  return decideHeld(request, moderator, decision, reasonText, { notFoundCode: 'PROFILES.CONTACT_REQUEST_NOT_FOUND', messages: CONTACT_MESSAGES });
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
  /**
   * When billing gave his held credits back because no moderator decided in time (the hold
   * expired), else null: the request reads as returned, and it can only be rejected.
   */
  hold_expired_at: string | null;
  /** How far he has come to her contacts without credits: his billed chat minutes and letters to her, and what unlocks them. */
  unlock: { chat_minutes: number; letters: number; chat_minutes_needed: number; letters_needed: number; unlocked: boolean };
}

/**
 * His request for a lady's contacts as he sees it; `contacts` are read only for an accepted request.
 * The price is what his request cost, before one what a request costs him now: the list price, or
 * nothing once his talks with her unlocked her contacts.
 */
export function contactStatusView(
  ladyId: string,
  request: { status: ContactRequestStatus; price: number; reason: string | null; created_at: Date; hold_expired_at?: Date | null } | null,
  listPrice: number,
  contacts: { phone: string | null; email: string | null } | null,
  progress: { chat_minutes: number; letters: number },
): ContactStatusView {
  const accepted = request?.status === 'accept';
  const unlocked = contactsUnlocked(progress);
  return {
    user_id: Number(ladyId),
    status: request?.status ?? 'none',
    price: request ? request.price : unlocked ? 0 : listPrice,
    contacts: accepted && contacts ? { phone: contacts.phone || null, email: contacts.email || null } : null,
    reason: request?.status === 'reject' ? request.reason : null,
    time_create: request ? new Date(request.created_at).toISOString() : null,
    hold_expired_at: request?.hold_expired_at ? new Date(request.hold_expired_at).toISOString() : null,
    unlock: {
      chat_minutes: progress.chat_minutes,
      letters: progress.letters,
      chat_minutes_needed: CONTACT_UNLOCK.chatMinutes,
      letters_needed: CONTACT_UNLOCK.letters,
      unlocked,
    },
  };
}

/** The idempotency key of his hold for her contacts: the business fact (this man, this lady), once ever. */
export const contactHoldKey = (manId: string, ladyId: string) => `realinfo:${manId}:${ladyId}`;

/** The key of giving that hold back (a rejection, or a paid request that lost to a free one). */
export const contactReleaseKey = (r: { man_id: string; lady_id: string }) => `realinfo:${r.man_id}:${r.lady_id}:release`;
