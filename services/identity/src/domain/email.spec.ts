import { DomainError, siteErrorOf } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../identity-site-codes.js';
import { isWellFormed, normalizeEmail } from './email.js';

describe('e-mail identity', () => {
  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });

  it.each(['\ud800', 'anna\udfff@example.com', 'anna@example.com\ud800'])('refuses text with a lone surrogate (%j) as an invalid address', (email) => {
    expect(isWellFormed(email)).toBe(false);
    expect(() => normalizeEmail(email)).toThrow(DomainError);
    try {
      normalizeEmail(email);
    } catch (err) {
      expect(err).toMatchObject({ code: 'IDENTITY.INVALID_EMAIL' });
      expect(siteErrorOf(err as DomainError)).toMatchObject({ code: 10002, desc: 'The Email field must be a valid email address', httpStatus: 400 });
    }
  });

  it('accepts paired surrogates (astral characters) as well-formed text', () => {
    expect(isWellFormed('anna😀@example.com')).toBe(true);
    expect(normalizeEmail('Anna😀@Example.com')).toBe('anna😀@example.com');
  });
});
