import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';
import { GRPC_CALLERS_ENV, SERVICE_KEY_ENV, serviceCallersFromEnv, serviceTokenSignerFromEnv } from './service-auth-config.js';
import {
  generateServiceKeyPair,
  parseServiceCallers,
  ServiceAuthError,
  servicePrivateKey,
  servicePublicKeyOf,
  ServiceTokenSigner,
  ServiceTokenVerifier,
} from './service-tokens.js';

const RPC = '/billing.v1.LedgerService/Charge';
const mail = generateServiceKeyPair();
const other = generateServiceKeyPair();
const verifier = new ServiceTokenVerifier('billing-ledger', new Map([['mail', mail.publicKey]]));

const refused = (token: string, rpc = RPC) => expect(verifier.verify(token, rpc)).rejects.toBeInstanceOf(ServiceAuthError);

afterEach(() => vi.useRealTimers());

describe('service tokens', () => {
  it('names the caller of a token signed with its key, for this audience and RPC', async () => {
    const token = await new ServiceTokenSigner('mail', mail.privateKey).sign('billing-ledger', RPC);
    expect(await verifier.verify(token, RPC)).toEqual({ service: 'mail' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'mail', sub: 'mail', aud: 'billing-ledger', rpc: RPC });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it('refuses another audience, another RPC, another key and an unknown service', async () => {
    await refused(await new ServiceTokenSigner('mail', mail.privateKey).sign('identity', RPC));
    await refused(await new ServiceTokenSigner('mail', mail.privateKey).sign('billing-ledger', RPC), '/billing.v1.LedgerService/Hold');
    await refused(await new ServiceTokenSigner('mail', other.privateKey).sign('billing-ledger', RPC));
    await refused(await new ServiceTokenSigner('profiles', other.privateKey).sign('billing-ledger', RPC));
  });

  it('refuses unsigned, HMAC-signed, expired, long-lived and mismatched-issuer tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { rpc: RPC, jti: 'j' };
    const signed = (
      build: (jwt: SignJWT) => SignJWT,
      key = servicePrivateKey(mail.privateKey),
      header: { alg: string; kid?: string } = { alg: 'EdDSA', kid: 'mail' },
    ) =>
      build(
        new SignJWT(claims)
          .setProtectedHeader(header)
          .setIssuer('mail')
          .setSubject('mail')
          .setAudience('billing-ledger')
          .setIssuedAt(now)
          .setExpirationTime(now + 60),
      ).sign(key);
    // The same builder with nothing changed is accepted, so each refusal below is for its own change.
    expect(await verifier.verify(await signed((j) => j), RPC)).toEqual({ service: 'mail' });
    await refused(new UnsecuredJWT(claims).setIssuer('mail').setSubject('mail').setAudience('billing-ledger').setIssuedAt().setExpirationTime('1m').encode());
    // The public key used as an HMAC secret (algorithm confusion).
    const hmac = createSecretKey(Buffer.from(mail.publicKey, 'base64url'));
    await refused(await signed((j) => j, hmac as never, { alg: 'HS256', kid: 'mail' }));
    await refused(await signed((j) => j.setIssuedAt(now - 200).setExpirationTime(now - 100)));
    await refused(await signed((j) => j.setExpirationTime(now + 3600)));
    await refused(await signed((j) => j.setIssuedAt(now - 400).setExpirationTime(now + 10)));
    await refused(await signed((j) => j.setIssuer('profiles')));
    await refused(await signed((j) => j, undefined, { alg: 'EdDSA' }));
    await refused('a.b.c');
  });

  it('reuses a token for half its lifetime, and the callee remembers it only until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = new ServiceTokenSigner('mail', mail.privateKey);
    const callee = new ServiceTokenVerifier('billing-ledger', new Map([['mail', mail.publicKey]]));
    const first = await signer.token('billing-ledger', RPC);
    expect(await signer.token('billing-ledger', RPC)).toBe(first);
    expect(await signer.token('billing-ledger', '/billing.v1.LedgerService/Hold')).not.toBe(first);
    expect(await callee.verify(first, RPC)).toEqual({ service: 'mail' });
    // Remembered, but still only for its own RPC.
    await expect(callee.verify(first, '/billing.v1.LedgerService/Hold')).rejects.toBeInstanceOf(ServiceAuthError);

    vi.advanceTimersByTime(30_000);
    const second = await signer.token('billing-ledger', RPC);
    expect(second).not.toBe(first);
    vi.advanceTimersByTime(36_000);
    await expect(callee.verify(first, RPC)).rejects.toBeInstanceOf(ServiceAuthError);
    expect(await callee.verify(second, RPC)).toEqual({ service: 'mail' });
  });

  it('encodes keys as 43 base64url characters and derives the public half', () => {
    expect(mail.privateKey).toMatch(/^[\w-]{43}$/);
    expect(mail.publicKey).toMatch(/^[\w-]{43}$/);
    expect(servicePublicKeyOf(mail.privateKey)).toBe(mail.publicKey);
    expect(() => servicePrivateKey('short')).toThrow(/32-byte/);
  });

  it('parses GRPC_CALLERS and names the bad entry', () => {
    expect([...parseServiceCallers([`mail=${mail.publicKey}`, `chat-room=${other.publicKey}`]).keys()]).toEqual(['mail', 'chat-room']);
    expect(() => parseServiceCallers([mail.publicKey])).toThrow(/not <service name>=<public key>/);
    expect(() => parseServiceCallers(['Mail=x'])).toThrow(/not <service name>=<public key>/);
    expect(() => parseServiceCallers(['mail=not-a-key'])).toThrow(/the key of mail/);
    expect(() => parseServiceCallers([`mail=${mail.publicKey}`, `mail=${other.publicKey}`])).toThrow(/listed twice/);
  });

  it('loads from validated variables, and a bad one stops the boot naming it', () => {
    const config = loadConfig({ ...SERVICE_KEY_ENV, ...GRPC_CALLERS_ENV }, { SERVICE_PRIVATE_KEY: mail.privateKey, GRPC_CALLERS: `mail=${mail.publicKey}` });
    expect(serviceTokenSignerFromEnv('mail', config).service).toBe('mail');
    expect(serviceCallersFromEnv('billing-ledger', config).knownCallers).toEqual(['mail']);
    expect(() => loadConfig({ ...SERVICE_KEY_ENV, ...GRPC_CALLERS_ENV }, {})).toThrow(/SERVICE_PRIVATE_KEY is missing[\s\S]*GRPC_CALLERS is missing/);
    expect(() => serviceTokenSignerFromEnv('mail', { SERVICE_PRIVATE_KEY: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => serviceCallersFromEnv('billing-ledger', { GRPC_CALLERS: ['mail'] })).toThrow(/GRPC_CALLERS is invalid/);
  });
});
