import { create } from '@bufbuild/protobuf';
import { createSiteApp, encodeEvent, InProcessEventBus, type Runtime, type ServiceDb, TokenSigner } from '@dating/platform';
import { createTestDatabase, eventually, SiteClient } from '@dating/platform/testing';
import { MemberRegisteredEvent, sessionAnswer, type SessionChecker } from '@dating/identity/contracts';
import { CheckSessionResponseSchema } from '@dating/proto/identity/v1/sessions_pb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES_DB } from './profiles.tokens.js';
import { ProfilesSplitModule } from './split-mode.js';

/**
 * profiles alone in its process (split mode): tokens verified by identity's remote verifier over
 * the session port (here a stand-in answering as identity would), MemberRegistered from the bus.
 */
describe('profiles in split mode', () => {
  let app: NestExpressApplication;
  let site: SiteClient;
  let database: { url: string; drop(): Promise<void> };
  const bus = new InProcessEventBus();
  const tokens = new TokenSigner('s'.repeat(40));
  const signedOut = new Set<string>();
  let closed = false;
  const sessions: SessionChecker & { close(): void } = {
    checkSession: async ({ sessionId, subject }) =>
      signedOut.has(sessionId)
        ? create(CheckSessionResponseSchema, { active: false })
        : sessionAnswer({ kind: 'member', id: subject.slice(7), sessionId, userType: 'man' }),
    close: () => void (closed = true),
  };

  beforeAll(async () => {
    database = await createTestDatabase('profiles_split');
    const runtime: Runtime = {
      databaseUrl: database.url,
      embedded: false,
      bus,
      redis: null,
      tokens,
      dataDir: '/tmp',
      publicUrl: 'http://localhost',
      devProviders: false,
    };
    app = await createSiteApp(ProfilesSplitModule.register(runtime, [], { sessions }));
    await app.listen(0, '127.0.0.1');
    site = new SiteClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });

  afterAll(async () => {
    await app?.close();
    // The session client closes with the app.
    expect(closed).toBe(true);
    await bus.close();
    await database?.drop();
  });

  it("opens a profile from the bus, answers a man's token checked with identity, refuses it once signed out, and also answers countries", async () => {
    const registered = encodeEvent(
      MemberRegisteredEvent,
      { memberId: '700001', userType: 'man', name: 'Split', email: 'split@example.com', registeredAtMs: BigInt(Date.now()) },
      { streamId: '700001', actor: 'member:700001' },
    );
    await bus.publish([{ topic: registered.topic, key: registered.key, value: registered.envelope }]);
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    await eventually(
      () => db.query(`SELECT 1 FROM profiles.profiles WHERE member_id = 700001`),
      (r) => r.length > 0,
    );

    const token = await tokens.sign({ sub: 'member:700001', sid: 'session-1', kind: 'access' }, 3600);
    expect((await site.call('profile/load', {}, { token })).body).toMatchObject({ status: true, result: { user_id: 700001, name: 'Split' } });
    signedOut.add('session-2');
    const other = await tokens.sign({ sub: 'member:700001', sid: 'session-2', kind: 'access' }, 3600);
    expect((await site.call('profile/load', {}, { token: other })).body).toMatchObject({ status: false, code: 401 });
    expect((await site.call<unknown[]>('countries')).body.result!.length).toBeGreaterThan(100);
  });
});
