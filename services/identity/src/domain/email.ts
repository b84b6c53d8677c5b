import { messages } from '@dating/platform';
import { IdentityError } from './identity-errors.js';

/**
 * False when the text holds a lone UTF-16 surrogate (`"\ud800"` in JSON parses to one). Such text
 * is no e-mail address, and validator.js's isEmail throws on it (encodeURI), so it is refused
 * before any e-mail check. (`String.prototype.isWellFormed` is in Node 20, not in the ES2023 types.)
 */
export function isWellFormed(text: string): boolean {
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * E-mail addresses are unique case-insensitively: "Anna@Example.com" and "anna@example.com" are
 * one account. The address is stored as typed (trimmed); lookups and throttle keys use this form.
 * Text with a lone surrogate is refused as an invalid address, never turned into a key.
 */
export function normalizeEmail(email: string): string {
  if (!isWellFormed(email)) throw new IdentityError('IDENTITY.INVALID_EMAIL', undefined, { email: [messages.email('Email')] });
  return email.trim().toLowerCase();
}
