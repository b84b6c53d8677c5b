import {
  countryCodeOf,
  HIDDEN_IN_NAME,
  hiddenInNameMessage,
  isScammerEmail,
  isScammerPhone,
  phoneDigits,
  SCAMMER_LIMITS,
  SCAMMER_MESSAGES,
  tidyScammerContacts,
} from '@dating/rules';

/**
 * The scammers list (`/scammers`, ARCHITECTURE: profiles keeps it, site moderators and admins
 * write it): what an entry may hold, and how a member's search finds one. Pure.
 */

export interface ScammerFields {
  name: string;
  country: number | null;
  emails: string[];
  phones: string[];
  other_contacts: string[];
  description: string;
  published: boolean;
}

/** An entry's fields as the back office sends them: any may be missing on an update (react-admin sends the whole record, extra keys ignored). */
export type ScammerInput = Partial<Record<keyof ScammerFields, unknown>>;

export type ScammerCheck = { ok: true; fields: Partial<ScammerFields> } | { ok: false; message: string; details: Record<string, string[]> };

const LISTS = ['emails', 'phones', 'other_contacts'] as const;

/** Each list's item rule and its message. */
const ITEM_RULES: Record<(typeof LISTS)[number], { valid(item: string): boolean; message(item: string): string }> = {
  emails: { valid: isScammerEmail, message: SCAMMER_MESSAGES.badEmail },
  phones: { valid: isScammerPhone, message: SCAMMER_MESSAGES.badPhone },
  other_contacts: {
    valid: (item) => item.length <= SCAMMER_LIMITS.otherContactMax,
    message: () => SCAMMER_MESSAGES.otherContactTooLong,
  },
};

/** Text PostgreSQL stores (no NUL, no unpaired surrogate). */
const storable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * Checks and tidies an entry's fields: `create` requires the name and the description; text is
 * trimmed, list items trimmed with blanks and repeats dropped (e-mails compared without case).
 * Answers every broken field's message at once.
 */
export function checkScammer(input: ScammerInput, create: boolean): ScammerCheck {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const fields: Partial<ScammerFields> = {};

  const text = (field: 'name' | 'description', max: number, required: string, tooLong: string) => {
    const value = input[field];
    if (value === undefined || value === null) {
      if (create) fail(field, required);
      return;
    }
    if (typeof value !== 'string' || !storable(value)) return fail(field, `The ${field} field must be text`);
    const trimmed = value.trim();
    if (!trimmed) return fail(field, required);
    // The name is one line members read and search: nothing hidden in it, nothing turning it around.
    if (field === 'name' && HIDDEN_IN_NAME.test(trimmed)) return fail(field, hiddenInNameMessage(field));
    if (trimmed.length > max) return fail(field, tooLong);
    fields[field] = trimmed;
  };
  text('name', SCAMMER_LIMITS.nameMax, SCAMMER_MESSAGES.nameRequired, SCAMMER_MESSAGES.nameTooLong);
  text('description', SCAMMER_LIMITS.descriptionMax, SCAMMER_MESSAGES.descriptionRequired, SCAMMER_MESSAGES.descriptionTooLong);

  if (input.country !== undefined) {
    const country = input.country;
    if (country === null || country === '') fields.country = null;
    else if (typeof country === 'number' && Number.isSafeInteger(country) && countryCodeOf(country)) fields.country = country;
    else fail('country', 'The selected country is invalid');
  }

  for (const field of LISTS) {
    const value = input[field];
    if (value === undefined || value === null) {
      if (create) fields[field] = [];
      continue;
    }
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && storable(item))) {
      fail(field, `The ${field} field must be a list of texts`);
      continue;
    }
    const items = tidyScammerContacts(field, value as string[]);
    for (const item of items) if (!ITEM_RULES[field].valid(item)) fail(field, ITEM_RULES[field].message(item));
    if (items.length > SCAMMER_LIMITS.contactsMax) fail(field, SCAMMER_MESSAGES.tooMany(field));
    fields[field] = items;
  }

  if (input.published !== undefined) {
    if (typeof input.published === 'boolean') fields.published = input.published;
    else fail('published', 'The published field must be true or false');
  }

  const broken = Object.keys(errors);
  if (broken.length) return { ok: false, message: errors[broken[0]!]![0]!, details: errors };
  return { ok: true, fields };
}

/** A new entry's fields: the checked ones over the defaults (no country, no contacts, published). */
export const newScammer = (checked: Partial<ScammerFields>): ScammerFields => ({
  name: '',
  description: '',
  country: null,
  emails: [],
  phones: [],
  other_contacts: [],
  published: true,
  ...checked,
});

/** An entry's fields as a stored record has them (the back office's record carries its id and times beside them). */
export const scammerFieldsOf = (record: Record<string, unknown>): ScammerFields => ({
  name: record.name as string,
  description: record.description as string,
  country: record.country as number | null,
  emails: record.emails as string[],
  phones: record.phones as string[],
  other_contacts: record.other_contacts as string[],
  published: record.published as boolean,
});

/** The phones' digits as stored for search: each phone's digits, space-separated (a match never spans two phones). */
export const storedPhoneDigits = (phones: string[]): string => phones.map(phoneDigits).join(' ');

/**
 * A member's search, as LIKE patterns: the text for the name, e-mails and other contacts; its digits
 * for the phones when it has at least 4 (fewer would match almost any number). Null: no search.
 */
export function scammerSearch(search: string | null | undefined): { text: string; digits: string | null } | null {
  const trimmed = search?.trim();
  if (!trimmed) return null;
  const escape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const digits = phoneDigits(trimmed);
  return { text: `%${escape(trimmed)}%`, digits: digits.length >= 4 ? `%${digits}%` : null };
}
