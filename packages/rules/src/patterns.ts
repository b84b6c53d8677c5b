import type { ValidationMessageId } from './messages.js';

/** Russian and Ukrainian letters (the Cyrillic block and its supplement), which several fields refuse. */
export const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/;

/**
 * Characters a one-line name shown to others must not hold: control characters and line breaks,
 * zero-width characters, and the bidirectional overrides and isolates that make "Ann\u202Egnp.exe"
 * read as "Annexe.png" (a name that lies about itself).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const HIDDEN_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** What a name with a HIDDEN_IN_NAME character is told. */
export const hiddenInNameMessage = (label: string): string => `The ${label} field may not hold line breaks or invisible characters`;

/** The character rules of spec section 5; each names the message it fails with. */
export const CHARACTER_RULES = {
  latinOnly: { pattern: /^[A-Za-z]*$/, message: 'latinOnly' },
  lettersOnly: { pattern: /^\p{L}*$/u, message: 'lettersOnly' },
  digitsOnly: { pattern: /^\d*$/, message: 'digitsOnly' },
  lettersSpaces: { pattern: /^[\p{L} ]*$/u, message: 'lettersSpaces' },
  lettersOrNumbers: { pattern: /^[\p{L}\p{N}]*$/u, message: 'lettersOrNumbers' },
  lettersNumbersDashes: { pattern: /^[\p{L}\p{N}_-]*$/u, message: 'lettersNumbersDashes' },
  lettersDigitsSpaces: { pattern: /^[\p{L}\p{N} ]*$/u, message: 'lettersDigitsSpaces' },
  noCyrillic: { pattern: /^[^\u0400-\u04FF\u0500-\u052F]*$/, message: 'noCyrillic' },
  passwordChars: { pattern: /^[A-Za-z0-9]*$/, message: 'passwordChars' },
  /**
   * A name in one alphabet: Latin letters with no letter of another script, or none at all (a
   * name wholly in Greek, Hebrew or Chinese passes), and no full-width forms. "Αnna" with a Greek
   * capital alpha, or "Ｊｏｈｎ", would read as another member's name (an impersonation); the spec's
   * letters-and-digits rule alone lets them through.
   */
  oneAlphabet: { pattern: /^(?!.*[\uFF00-\uFFEF])(?:(?:\P{L}|\p{Script=Latin})*|\P{Script=Latin}*)$/u, message: 'oneAlphabet' },
} as const satisfies Record<string, { pattern: RegExp; message: ValidationMessageId }>;
export type CharacterRule = keyof typeof CHARACTER_RULES;

/**
 * An e-mail address as the server's validator accepts it in practice: a dot-atom local part
 * (at most 64), a domain of labels with a letter TLD of two or more, no spaces.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
