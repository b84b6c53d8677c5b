import type { FAVORITE_STATUSES } from './enums.js';

/** A favorite entry's status text (spec section 3). */
export type FavoriteStatus = (typeof FAVORITE_STATUSES)[number];

/**
 * The social graph's refusals and confirmations (winks, favorites, bookmarks, blocking; spec
 * sections 4 and 8). The server answers these in `desc`; the member site shows the same words.
 */
export const SOCIAL_MESSAGES = {
  winkRepeated: 'You have already winked at this member: wait for an answer',
  winkFailed: 'The wink was not sent. Please try to send the kiss again',
  favoriteAlready: 'This member is already in your favorites',
  favoriteRequestRepeated: 'You already sent request earlier!',
  favoriteMissing: 'This member is not in your favorites',
  bookmarkAlready: 'This profile is already in your bookmarks',
  bookmarkMissing: 'This profile is not in your bookmarks',
  blockAlready: 'This member is already ignored',
  blockMissing: 'This member is not ignored',
  ignoredByMember: 'This member has chosen not to receive your attention',
  markWhat: 'Choose mark_all or a target_user_id',
  targetArray: 'target_user_array must be a JSON list of member ids',
  targetArrayMax: 'target_user_array can name at most {max} members',
} as const;

/** At most this many ids in one favorite/chack-array (a search page is 24). */
export const SOCIAL_LIMITS = { checkArrayMax: 100 } as const;

/** How moderation ended what a man paid for (a gift, a lady's contacts). */
export type HeldDecisionEnd = 'accepted' | 'rejected';

/**
 * How what a man paid for ended: by a moderator's decision, or 'expired' when nobody decided within
 * the hold's 30 days and billing gave his credits back (profiles' GiftExpired, ContactRequestExpired).
 */
export type HeldOutcome = HeldDecisionEnd | 'expired';

/**
 * What the man is told, in the lady's name, when what he paid for ends: the notification and
 * `socket_notification` type of each subject and outcome (ours, not the spec's list of kinds).
 */
export const HELD_OUTCOME_TYPES = {
  gift: { accepted: 'gift_delivered', rejected: 'gift_declined', expired: 'gift_expired' },
  contacts: { accepted: 'contacts_ready', rejected: 'contacts_declined', expired: 'contacts_expired' },
} as const;

export type HeldOutcomeType = (typeof HELD_OUTCOME_TYPES)[keyof typeof HELD_OUTCOME_TYPES][HeldOutcome];

/**
 * Where a moderator's decision (profiles' GiftDecided or ContactRequestDecided: the step and the
 * status after it) leaves what a man paid for: the site's accept is
 * final ('accepted': the gift delivered, the contacts given, his credits charged), a reject at either
 * step is final ('rejected': his held credits are back); an agency's accept only passes it on (null).
 * A decision on a hold that had already expired (`holdExpired`: it can only be a reject) ends nothing
 * new (null): it ended when it expired, and he was told then (GiftExpired, ContactRequestExpired).
 */
export function heldDecisionEnd(decision: { step: string; status: string; holdExpired?: boolean }): HeldDecisionEnd | null {
  if (decision.holdExpired) return null;
  if (decision.status === 'reject') return 'rejected';
  return decision.step === 'site' && decision.status === 'accept' ? 'accepted' : null;
}

/**
 * Whether a favorite add (profiles' FavoriteAdded) is told to the member added: not one of the
 * mutual pair an accepted invite makes (FavoriteInviteAccepted tells the lady that once), and not
 * one `repeated` within a day of the last telling (an add after a remove: a loop cannot flood her).
 * notifications' bell and chat-room's live toast decide by it alike.
 */
export function favoriteAddIsTold(added: { mutual: boolean; repeated?: boolean }): boolean {
  return !added.mutual && !added.repeated;
}
