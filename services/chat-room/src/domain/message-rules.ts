import { describe, FORM_RULES, validateField } from '@dating/rules';

/**
 * A chat message's text (spec sections 5 and 9): required after trimming, at most 300 characters
 * (code points), and the standard form's rule: no Cyrillic. Answers the refusal's message, or null.
 */
export function chatMessageViolation(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'The Message field is required';
  const violation = validateField(FORM_RULES.chatMessage.message, text);
  return violation ? describe(violation) : null;
}

/** A client's message id: what makes a resend the same message (1..64 safe characters). */
export function isClientMessageId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w:.-]{1,64}$/.test(value);
}
