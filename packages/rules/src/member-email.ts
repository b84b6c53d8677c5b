import type { EMAIL_SETTINGS } from './enums.js';

/**
 * The e-mails that tell a member what happened while she was away, one kind per e-mail setting of
 * spec section 3. notifications decides when one is due (what she has not seen on the site);
 * identity, which alone holds her address and her settings, sends it when that setting is on.
 */
export const MEMBER_EMAIL_KINDS = ['inbox', 'wink', 'guest', 'favorite', 'system'] as const;
export type MemberEmailKind = (typeof MEMBER_EMAIL_KINDS)[number];

/** The setting that allows each kind. */
export const MEMBER_EMAIL_SETTING: Readonly<Record<MemberEmailKind, (typeof EMAIL_SETTINGS)[number]>> = {
  inbox: 'email_inbox_notification',
  wink: 'email_wink_notification',
  guest: 'email_guest_notification',
  favorite: 'email_favorite_notification',
  system: 'email_system_notification',
};

export function isMemberEmailKind(value: string): value is MemberEmailKind {
  return (MEMBER_EMAIL_KINDS as readonly string[]).includes(value);
}

/** How long a notification waits unseen before it is e-mailed: a member on the site sees it there first. */
export const MEMBER_EMAIL_DELAY_MS = 15 * 60 * 1000;

/**
 * The least time between two e-mails of one kind to one member; what comes in between waits and
 * goes in the next one, counted. A letter is paid for and answered, so it is told within the hour;
 * winks, visitors and favorites once a day at most.
 */
export const MEMBER_EMAIL_GAP_MS: Readonly<Record<MemberEmailKind, number>> = {
  inbox: 60 * 60 * 1000,
  system: 60 * 60 * 1000,
  wink: 24 * 60 * 60 * 1000,
  guest: 24 * 60 * 60 * 1000,
  favorite: 24 * 60 * 60 * 1000,
};

/** How many of the senders an e-mail names (newest first); the others are counted. */
export const MEMBER_EMAIL_NAMED = 3;
