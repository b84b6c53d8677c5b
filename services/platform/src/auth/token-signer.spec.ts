import { describe, expect, it, vi } from 'vitest';
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

describe('verifying tokens', () => {
  const signer = new TokenSigner('v'.repeat(40));
  const claims = { sub: 'member:7', sid: 'session-1', kind: 'access' as const };

  it('answers the claims of a good token, again from memory, and never as another kind', async () => {
    const token = await signer.sign(claims, 60);
    expect(await signer.verify(token, 'access')).toMatchObject(claims);
    expect(await signer.verify(token, 'access')).toMatchObject(claims);
    await expect(signer.verify(token, 'chat-access')).rejects.toMatchObject({ httpStatus: 401 });
    const chat = await signer.sign({ ...claims, kind: 'chat-access' }, 60);
    await expect(signer.verify(chat, 'access')).rejects.toMatchObject({ httpStatus: 401 });
    await expect(signer.verify(chat, 'access')).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('refuses a token signed with another key, a tampered one and alg none', async () => {
    const foreign = await new TokenSigner('w'.repeat(40)).sign(claims, 60);
    await expect(signer.verify(foreign, 'access')).rejects.toMatchObject({ httpStatus: 401 });
    const good = await signer.sign(claims, 60);
    const [head, body, sig] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'member:8' })).toString('base64url');
    await expect(signer.verify(`${head}.${forged}.${sig}`, 'access')).rejects.toMatchObject({ httpStatus: 401 });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    await expect(signer.verify(none, 'access')).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('stops accepting a remembered token when it expires', async () => {
    // A minute's lifetime, then the clock moved past it: a 1 s token signed at x.999 s had expired
    // before its first check on a slow machine (exp is whole seconds).
    const token = await signer.sign(claims, 60);
    expect(await signer.verify(token, 'access')).toMatchObject(claims);
    vi.useFakeTimers({ now: Date.now() + 120_000 });
    try {
      await expect(signer.verify(token, 'access')).rejects.toMatchObject({ httpStatus: 401 });
    } finally {
      vi.useRealTimers();
    }
  });
});
