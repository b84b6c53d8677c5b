import { describe, FORM_RULES, validateField } from '@dating/rules';

/** Characters that show nothing and that `trim()` keeps: zero-width spaces and joiners, the word joiner, the BOM. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A chat message's text (spec sections 5 and 9): required after trimming (a message of nothing
 * but invisible characters is empty too), at most 300 characters (code points), and the standard
 * form's rule: no Cyrillic. Answers the refusal's message, or null.
 */
export function chatMessageViolation(text: unknown): string | null {
  if (typeof text !== 'string' || text.replace(INVISIBLE, '').trim() === '') return 'The Message field is required';
  const violation = validateField(FORM_RULES.chatMessage.message, text);
  return violation ? describe(violation) : null;
}

/** A client's message id: what makes a resend the same message (1..64 safe characters). */
export function isClientMessageId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w:.-]{1,64}$/.test(value);
}
