import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_LIFETIME_MS, resetTokenState } from './password-reset.js';

const now = new Date('2025-01-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('password reset token', () => {
  it('lives one hour', () => {
    expect(RESET_TOKEN_LIFETIME_MS).toBe(3_600_000);
  });

  it('is valid until it expires, used or replaced', () => {
    expect(resetTokenState({ expiresAt: later(1), usedAt: null, revokedAt: null }, now)).toBe('valid');
    expect(resetTokenState({ expiresAt: now, usedAt: null, revokedAt: null }, now)).toBe('expired');
    expect(resetTokenState({ expiresAt: later(1000), usedAt: now, revokedAt: null }, now)).toBe('used');
    expect(resetTokenState({ expiresAt: later(1000), usedAt: null, revokedAt: now }, now)).toBe('unknown');
    expect(resetTokenState(null, now)).toBe('unknown');
  });

  it('reports "used" before "expired" so a second click explains itself', () => {
    expect(resetTokenState({ expiresAt: later(-1000), usedAt: later(-2000), revokedAt: null }, now)).toBe('used');
  });
});
