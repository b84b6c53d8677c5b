import { createHash, randomBytes } from 'node:crypto';

/** A new reset token: 32 random bytes, URL-safe (43 characters). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: the hex SHA-256 of the token, never the token. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
