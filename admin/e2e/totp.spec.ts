import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp } from './totp.js';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 digits of the 8-digit values.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the e2e TOTP helper', () => {
  it('decodes base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
  });

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches RFC 6238 at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches RFC 4226 HOTP values', () => {
    expect(hotp(RFC_SECRET, 0)).toBe('755224');
    expect(hotp(RFC_SECRET, 9)).toBe('520489');
  });
});
