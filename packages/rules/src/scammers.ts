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

/** An entry's lists of contacts, as messages name them. */
const CONTACT_LISTS = { emails: 'e-mails', phones: 'phones', other_contacts: 'other contacts' } as const;

export const SCAMMER_MESSAGES = {
  notFound: 'Scammer not found',
  nameRequired: 'The name field is required',
  nameTooLong: `Name cannot contain more than ${SCAMMER_LIMITS.nameMax} characters`,
  descriptionRequired: 'The description field is required',
  descriptionTooLong: `Description cannot contain more than ${SCAMMER_LIMITS.descriptionMax} characters`,
  badEmail: (value: string) => `${value} is not a valid e-mail address`,
  badPhone: (value: string) => `${value} is not a valid phone number`,
  otherContactTooLong: `Each other contact may have at most ${SCAMMER_LIMITS.otherContactMax} characters`,
  tooMany: (list: ScammerContactList) => `At most ${SCAMMER_LIMITS.contactsMax} ${CONTACT_LISTS[list]} are allowed`,
} as const;

/** The digits of a phone, for matching however it was written. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Whether a phone is well formed: the pattern and 5 to 20 digits. */
export function isScammerPhone(phone: string): boolean {
  const digits = phoneDigits(phone).length;
  return SCAMMER_PHONE_PATTERN.test(phone) && digits >= 5 && digits <= 20;
}

export type ScammerContactList = keyof typeof CONTACT_LISTS;

/**
 * The items a contact list keeps: trimmed, blanks and repeats dropped (e-mails compared without
 * case, phones by their digits), in their order. The back office's form and profiles' check agree.
 */
export function tidyScammerContacts(list: ScammerContactList, items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = list === 'emails' ? item.toLowerCase() : list === 'phones' ? phoneDigits(item) : item;
    if (!item || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return kept;
}

/** Whether an e-mail is well formed (the site's e-mail pattern) and not too long. */
export const isScammerEmail = (email: string): boolean => email.length <= SCAMMER_LIMITS.emailMax && EMAIL_PATTERN.test(email);
