import { describe, FORM_RULES, validateField } from '@dating/rules';

/** Characters that show nothing and that `trim()` keeps: zero-width spaces and joiners, the word joiner, the BOM. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Control characters but the tab and line breaks (terminal escapes, DEL, C1), and the bidi
 * embeddings, overrides and isolates, which turn the rest of a line around on the companion's
 * screen (a spoofed text, a link shown backwards).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const UNSHOWABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const UNSHOWABLE_MESSAGE = 'The Message field contains characters that cannot be shown';

/**
 * A chat message's text (spec sections 5 and 9): required after trimming (a message of nothing
 * but invisible characters is empty too), at most 300 characters (code points), no control or
 * bidi-override characters, and the standard form's rule: no Cyrillic. Answers the refusal's
 * message, or null.
 */
export function chatMessageViolation(text: unknown): string | null {
  if (typeof text !== 'string' || text.replace(INVISIBLE, '').trim() === '') return 'The Message field is required';
  if (UNSHOWABLE.test(text)) return UNSHOWABLE_MESSAGE;
  const violation = validateField(FORM_RULES.chatMessage.message, text);
  return violation ? describe(violation) : null;
}

/** A client's message id: what makes a resend the same message (1..64 safe characters). */
export function isClientMessageId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w:.-]{1,64}$/.test(value);
}
