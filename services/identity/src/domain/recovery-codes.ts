import { createHash, randomInt } from 'node:crypto';

/**
 * Recovery codes of the staff second factor: 10 per enrolment, shown once, stored as hashes, each
 * good for one sign-in. A code is 16 characters of Crockford's base32 (80 bits) shown in four groups,
 * e.g. `k7qm-2xpt-9hd4-wnc3`; a typed code is read case-insensitively, with or without
 * the dashes and spaces. At 80 random bits a plain SHA-256 is enough to store it.
 */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet (no i, l, o, u): 32 symbols, 5 bits each. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let raw = '';
    for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
    return raw.match(/.{4}/g)!.join('-');
  });
}

/** The canonical form of a typed code, or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const raw = input.toLowerCase().replace(/[\s-]/g, '');
  if (raw.length !== LENGTH || [...raw].some((ch) => !ALPHABET.includes(ch))) return null;
  return raw;
}

export function hashRecoveryCode(staffId: string, code: string): string {
  return createHash('sha256')
    .update(`${staffId}:${normalizeRecoveryCode(code) ?? code}`)
    .digest('hex');
}
