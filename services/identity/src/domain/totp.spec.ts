import { describe, expect, it } from 'vitest';
import { isTotpSecret, newTotpSecret, otpauthUrl, timeStepAt, totpCode, verifyTotp } from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below); the 8-digit values
// of the table end in the 6-digit codes every authenticator app shows.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(verifyTotp(RFC_SECRET, code, seconds * 1000, null)).toEqual({ ok: true, step: Math.floor(seconds / 30) });
  });

  it('accepts the codes of one step either side of now, and no further', () => {
    const now = 1_700_000_015_000;
    const step = timeStepAt(now);
    for (const offset of [-1, 0, 1]) expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now, offset), now, null)).toEqual({ ok: true, step: step + offset });
    for (const offset of [-3, -2, 2, 3]) expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now, offset), now, null)).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a code of the last accepted step or an earlier one, even when it is right', () => {
    const now = 1_700_000_015_000;
    const step = timeStepAt(now);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step)).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now, -1), now, step - 1)).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now, 1), now, step)).toEqual({ ok: true, step: step + 1 });
    // A last step far ahead (a clock that ran fast once) refuses, never throws.
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step + 100)).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses what is not six digits without looking further', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345', '١٢٣٤٥٦'])
      expect(verifyTotp(RFC_SECRET, code, Date.now(), null)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('makes 160-bit base32 secrets and the otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(isTotpSecret(secret)).toBe(true);
    expect(newTotpSecret()).not.toBe(secret);
    expect(isTotpSecret('JBSWY3DPEHPK3PXP')).toBe(false); // 10 bytes: too short
    const url = new URL(otpauthUrl('admin@demo.local', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Dating back office:admin@demo.local');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Dating back office');
  });
});
