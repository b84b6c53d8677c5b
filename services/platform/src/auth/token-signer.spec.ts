import { describe, expect, it } from 'vitest';
import { TokenSigner } from './token-signer.js';

describe('keys derived from the token secret', () => {
  it('are 32 bytes, stable for one purpose and secret, unrelated across purposes and secrets', () => {
    const signer = new TokenSigner('s'.repeat(40));
    const key = signer.deriveKey('identity.staff-totp-secret.v1');
    expect(key).toHaveLength(32);
    expect(new TokenSigner('s'.repeat(40)).deriveKey('identity.staff-totp-secret.v1').equals(key)).toBe(true);
    expect(signer.deriveKey('another.purpose').equals(key)).toBe(false);
    expect(new TokenSigner('t'.repeat(40)).deriveKey('identity.staff-totp-secret.v1').equals(key)).toBe(false);
  });
});
