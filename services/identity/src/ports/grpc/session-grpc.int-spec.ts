import { generateServiceKeyPair, GrpcCallError, GrpcEndpoint, GrpcServiceClient, ServiceTokenSigner, ServiceTokenVerifier, SiteError } from '@dating/platform';
import { SessionService } from '@dating/proto/identity/v1/sessions_pb';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GrpcSessionClient, IDENTITY_SERVICE_NAME } from '../../contracts/session-service.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { CheckSessionHandler } from '../../queries/check-session/check-session.handler.js';
import { SESSION_GRPC_ENDPOINT, sessionGrpcEndpoint } from '../../split-mode.js';
import { useIdentityTestApp } from '../../testing/index.js';

// identity with its Redis session cache, and its SessionService on loopback.
const billing = generateServiceKeyPair();
const t = useIdentityTestApp({
  imports: [
    sessionGrpcEndpoint({
      host: '127.0.0.1',
      port: 0,
      callers: new ServiceTokenVerifier(IDENTITY_SERVICE_NAME, new Map([['billing-ledger', billing.publicKey]])),
    }),
  ],
});
let address: string;
let sessions: GrpcSessionClient;

function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

beforeAll(() => {
  address = `127.0.0.1:${GrpcEndpoint.of(t.app, SESSION_GRPC_ENDPOINT).port}`;
  sessions = new GrpcSessionClient(address, { signer: new ServiceTokenSigner('billing-ledger', billing.privateKey) });
});

afterAll(() => {
  sessions?.close();
});

describe('identity.v1.SessionService', () => {
  it('answers an open session, then a closed one right after the sign-out, though Redis had it cached', async () => {
    const res = await t.call<{ access_token: string; user_id: number }>(
      'member/registration',
      { name: 'Session Port', email: `port.${Date.now().toString(36)}@example.com`, password: 'secret-1', user_type: 'woman', captcha: 'ok' },
      { ip: '192.0.2.10' },
    );
    const { sub, sid } = claimsOf(res.body.result!.access_token);
    expect(await sessions.checkSession({ sessionId: sid, subject: sub })).toMatchObject({
      active: true,
      kind: 'member',
      id: String(res.body.result!.user_id),
      userType: 'woman',
    });
    expect(await new SessionCache(t.runtime.redis).get(sid)).toMatchObject({ sessionId: sid });

    await t.call('member/sign-out', {}, { token: res.body.result!.access_token });
    expect(await sessions.checkSession({ sessionId: sid, subject: sub })).toMatchObject({ active: false, kind: '', id: '' });
    // A session of someone else, or nonsense, is simply not active.
    expect((await sessions.checkSession({ sessionId: sid, subject: 'member:999999' })).active).toBe(false);
    expect((await sessions.checkSession({ sessionId: 'nope', subject: 'x' })).active).toBe(false);
  });

  it('refuses callers it has no key for, and tokens meant for another service', async () => {
    const stranger = new GrpcSessionClient(address, { signer: new ServiceTokenSigner('billing-ledger', generateServiceKeyPair().privateKey) });
    const misaddressed = new GrpcServiceClient(SessionService, address, {
      signer: new ServiceTokenSigner('billing-ledger', billing.privateKey),
      audience: 'billing-ledger',
    });
    try {
      // Both refusals are caught as they happen: awaiting one while the other rejects unobserved is an unhandled rejection.
      const refusals = await Promise.all([
        stranger.checkSession({ sessionId: 's', subject: 'member:1' }).catch((e: unknown) => e),
        misaddressed.call('checkSession', { sessionId: 's', subject: 'member:1' }).catch((e: unknown) => e),
      ]);
      for (const refused of refusals) {
        expect(refused).toBeInstanceOf(GrpcCallError);
        expect(refused).toMatchObject({ grpcCode: status.UNAUTHENTICATED });
      }
    } finally {
      stranger.close();
      misaddressed.close();
    }
  });

  it("answers a refusal with identity's site code, as the Site API would", async () => {
    const check = vi
      .spyOn(t.app.get(CheckSessionHandler, { strict: false }), 'execute')
      .mockRejectedValueOnce(new IdentityError('IDENTITY.THROTTLED', 'Too many sign-in attempts. Try again in 1 minute', { retry_after_seconds: 60 }));
    const refused = await sessions.checkSession({ sessionId: crypto.randomUUID(), subject: 'member:100001' }).catch((e: unknown) => e);
    expect(check).toHaveBeenCalledOnce();
    expect(refused).toBeInstanceOf(SiteError);
    expect(refused).toMatchObject({ code: 10003, desc: 'Too many sign-in attempts. Try again in 1 minute', details: { retry_after_seconds: 60 } });
  });
});
