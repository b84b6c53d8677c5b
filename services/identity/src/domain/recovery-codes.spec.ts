import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes 10 different codes of four groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('reads a typed code in any case, with or without dashes and spaces', () => {
    const [code] = newRecoveryCodes(1);
    const raw = code!.replaceAll('-', '');
    for (const typed of [code!, code!.toUpperCase(), raw, ` ${raw.slice(0, 8)} ${raw.slice(8)} `]) {
      expect(normalizeRecoveryCode(typed)).toBe(raw);
      expect(hashRecoveryCode('1001', typed)).toBe(hashRecoveryCode('1001', code!));
    }
    expect(hashRecoveryCode('1002', code!)).not.toBe(hashRecoveryCode('1001', code!));
  });

  it('knows what cannot be a code', () => {
    for (const typed of ['', 'abcd-efgh', 'abcd-efgh-jkmn-pqrs-tvwx', 'iiii-llll-oooo-uuuu', 'abcd\u0000efgh-jkmn-pqrs'])
      expect(normalizeRecoveryCode(typed)).toBeNull();
  });
});
