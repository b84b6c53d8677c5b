/**
 * Password reset tokens: random, single use, valid for one hour. Only the SHA-256 of a token is
 * stored, so a leaked table does not hand out working links.
 */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** At most this many reset e-mails per member per hour; more requests answer the same but send nothing. */
export const RESET_REQUESTS_PER_HOUR = 5;

/** The longest token the reset call accepts (ours are 43 characters). */
export const RESET_TOKEN_MAX_LENGTH = 200;

export interface StoredResetToken {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export type ResetTokenState = 'valid' | 'unknown' | 'used' | 'expired';

export function resetTokenState(token: StoredResetToken | null, now: Date): ResetTokenState {
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  // A token replaced by a newer request counts as unknown: only the newest link works.
  if (token.revokedAt) return 'unknown';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export const RESET_TOKEN_MESSAGES: Record<Exclude<ResetTokenState, 'valid'>, string> = {
  unknown: 'This password reset link is not valid. Please request a new one',
  used: 'This password reset link has already been used. Please request a new one',
  expired: 'This password reset link has expired. Please request a new one',
};
