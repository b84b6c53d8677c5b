import { EMAIL_PATTERN } from './patterns.js';

/**
 * The scammers list (spec section 2, `/scammers`): people confirmed to have cheated members, kept
 * by site moderators and admins in the back office, read by every member. Not in the spec's field
 * lists: these are ours, shared by profiles' validation and both front ends' forms.
 */
export const SCAMMER_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  /** At most this many e-mails, phones and other contacts each. */
  contactsMax: 10,
  emailMax: 254,
  phoneMax: 30,
  /** A messenger handle, a profile link on another site, ... */
  otherContactMax: 200,
  searchMax: 100,
} as const;

/** A phone as people write it: digits with spaces, dashes, dots or brackets, an optional leading +; 5 to 20 digits. */
export const SCAMMER_PHONE_PATTERN = /^\+?[0-9 ().-]{5,30}$/;

export const SCAMMER_MESSAGES = {
  notFound: 'Scammer not found',
  nameRequired: 'The name field is required',
  descriptionRequired: 'The description field is required',
  badEmail: (value: string) => `${value} is not a valid e-mail address`,
  badPhone: (value: string) => `${value} is not a valid phone number`,
  tooMany: (field: string) => `The ${field} field may have at most ${SCAMMER_LIMITS.contactsMax} items`,
} as const;

/** The digits of a phone, for matching however it was written. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Whether a phone is well formed: the pattern and 5 to 20 digits. */
export function isScammerPhone(phone: string): boolean {
  const digits = phoneDigits(phone).length;
  return SCAMMER_PHONE_PATTERN.test(phone) && digits >= 5 && digits <= 20;
}

/** Whether an e-mail is well formed (the site's e-mail pattern) and not too long. */
export const isScammerEmail = (email: string): boolean => email.length <= SCAMMER_LIMITS.emailMax && EMAIL_PATTERN.test(email);
