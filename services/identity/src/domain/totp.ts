import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * The staff second factor: TOTP as RFC 6238 with the parameters every authenticator app uses
 * (HMAC-SHA-1, 6 digits, 30-second steps), through otplib. A code is accepted one step either side
 * of now (clock drift, typing time), and never twice: each staff account remembers the last time
 * step it accepted, and only a later step passes.
 */
export const TOTP = { algorithm: 'sha1', digits: 6, periodSeconds: 30, windowSteps: 1, issuer: 'Dating back office' } as const;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 without padding. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** Base32 of at least 16 bytes (otplib's floor): 26+ characters of A–Z and 2–7. */
export function isTotpSecret(secret: string): boolean {
  return /^[A-Z2-7]{26,103}$/.test(secret);
}

/** The `otpauth://totp/...` URI an authenticator app reads from a QR code. */
export function otpauthUrl(accountName: string, secret: string): string {
  return generateURI({ issuer: TOTP.issuer, label: accountName, secret, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.periodSeconds });
}

/** The time step of a moment: floor(unix seconds / 30). */
export function timeStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP.periodSeconds);
}

/** The code of the step `offset` steps from `nowMs` (tests and the staff sign-in helper use it). */
export function totpCode(secret: string, nowMs: number = Date.now(), offsetSteps = 0): string {
  return generateSync({
    secret,
    epoch: Math.floor(nowMs / 1000) + offsetSteps * TOTP.periodSeconds,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
  });
}

export type TotpVerdict = { ok: true; step: number } | { ok: false; reason: 'malformed' | 'wrong' | 'reused' };

/**
 * Checks `code` at `nowMs` against the steps now-1, now and now+1. `lastStep` is the step last
 * accepted for this secret (null before the first): a code of that step or an earlier one is
 * `reused`, even if it is right.
 */
export function verifyTotp(secret: string, code: string, nowMs: number, lastStep: number | null): TotpVerdict {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'malformed' };
  const match = check(secret, code, nowMs);
  if (match === null) return { ok: false, reason: 'wrong' };
  if (lastStep !== null && match <= lastStep) return { ok: false, reason: 'reused' };
  return { ok: true, step: match };
}

function check(secret: string, code: string, nowMs: number): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP.windowSteps * TOTP.periodSeconds,
      algorithm: TOTP.algorithm,
      digits: TOTP.digits,
      period: TOTP.periodSeconds,
    });
    // The functional API answers for HOTP too; a TOTP match carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
