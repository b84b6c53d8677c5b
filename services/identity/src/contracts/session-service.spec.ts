import { randomUUID } from 'node:crypto';
import { SiteError, TokenSigner } from '@dating/platform';
import type { CheckSessionResponse } from '@dating/proto/identity/v1/sessions_pb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { principalOfAnswer, RemoteSessionVerifier, SESSION_CHECK_CACHE_MS, type SessionChecker, sessionAnswer } from './session-service.js';

const tokens = new TokenSigner('x'.repeat(40));
const sid = randomUUID();

/** identity as a table of open sessions, counting the questions it is asked. */
function fakeIdentity(open: Map<string, Parameters<typeof sessionAnswer>[0]>) {
  const asked: string[] = [];
  const checker: SessionChecker = {
    async checkSession({ sessionId, subject }) {
      asked.push(sessionId);
      const principal = open.get(sessionId) ?? null;
      return sessionAnswer(principal && `${principal.kind}:${principal.id}` === subject ? principal : null);
    },
  };
  return { checker, asked };
}

afterEach(() => vi.useRealTimers());

describe('RemoteSessionVerifier', () => {
  it('believes an answer for SESSION_CHECK_CACHE_MS, then asks again and sees the sign-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const open = new Map([[sid, { kind: 'member' as const, id: '100001', sessionId: sid, userType: 'man' as const }]]);
    const identity = fakeIdentity(open);
    const verifier = new RemoteSessionVerifier(tokens, identity.checker);
    const token = await tokens.sign({ sub: 'member:100001', sid, kind: 'access' }, 3600);

    expect(await verifier.verify(token)).toEqual({ kind: 'member', id: '100001', sessionId: sid, userType: 'man' });
    open.delete(sid);
    vi.advanceTimersByTime(SESSION_CHECK_CACHE_MS - 1);
    expect(await verifier.verify(token)).toMatchObject({ id: '100001' });
    expect(identity.asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 401 });
    expect(identity.asked).toHaveLength(2);
  });

  it('asks once for concurrent checks of one session', async () => {
    const open = new Map([[sid, { kind: 'staff' as const, id: '1001', sessionId: sid, role: 'finance' as const, agencyId: null }]]);
    const identity = fakeIdentity(open);
    const verifier = new RemoteSessionVerifier(tokens, identity.checker);
    const token = await tokens.sign({ sub: 'staff:1001', sid, kind: 'access' }, 3600);
    const all = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(token)));
    expect(all.every((p) => p.kind === 'staff' && p.role === 'finance' && p.agencyId === null)).toBe(true);
    expect(identity.asked).toHaveLength(1);
  });

  it('refuses bad tokens without asking, and answers about another subject', async () => {
    const open = new Map([[sid, { kind: 'member' as const, id: '100001', sessionId: sid, userType: 'woman' as const }]]);
    const identity = fakeIdentity(open);
    const verifier = new RemoteSessionVerifier(tokens, identity.checker, { cacheMs: 0 });
    await expect(verifier.verify('garbage')).rejects.toMatchObject({ code: 401 });
    await expect(verifier.verify(await new TokenSigner('y'.repeat(40)).sign({ sub: 'member:100001', sid, kind: 'access' }, 60))).rejects.toMatchObject({
      code: 401,
    });
    await expect(verifier.verify(await tokens.sign({ sub: 'member:100001', sid, kind: 'chat-access' }, 60))).rejects.toMatchObject({ code: 401 });
    await expect(verifier.verify(await tokens.sign({ sub: 'robot:1', sid, kind: 'access' }, 60))).rejects.toMatchObject({ code: 401 });
    expect(identity.asked).toHaveLength(0);
    await expect(verifier.verify(await tokens.sign({ sub: 'member:100002', sid, kind: 'access' }, 60))).rejects.toMatchObject({ code: 401 });
    // An "active" answer that names someone else, or is malformed, is no principal either.
    const active = (fields: Partial<CheckSessionResponse>) => ({ ...sessionAnswer(open.get(sid)!), ...fields });
    expect(principalOfAnswer(active({ id: '100002' }), sid, 'member:100001')).toBeNull();
    expect(principalOfAnswer(active({ kind: 'staff' }), sid, 'member:100001')).toBeNull();
    expect(principalOfAnswer(active({ userType: 'robot' }), sid, 'member:100001')).toBeNull();
    expect(principalOfAnswer(active({}), sid, 'member:100001')).toEqual({ kind: 'member', id: '100001', sessionId: sid, userType: 'woman' });
  });

  it('refuses with 10400 (HTTP 503) when identity cannot answer, and does not remember that', async () => {
    let down = true;
    const verifier = new RemoteSessionVerifier(tokens, {
      async checkSession() {
        if (down) throw new Error('UNAVAILABLE');
        return sessionAnswer({ kind: 'member', id: '100001', sessionId: sid, userType: 'man' });
      },
    });
    const token = await tokens.sign({ sub: 'member:100001', sid, kind: 'access' }, 3600);
    const refused = await verifier.verify(token).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SiteError);
    expect(refused).toMatchObject({ code: 10400, httpStatus: 503 });
    down = false;
    expect(await verifier.verify(token)).toMatchObject({ id: '100001' });
  });

  it('keeps at most maxEntries answers', async () => {
    const identity = fakeIdentity(new Map());
    const verifier = new RemoteSessionVerifier(tokens, identity.checker, { maxEntries: 3 });
    const sids = Array.from({ length: 5 }, () => randomUUID());
    for (const s of sids) await verifier.verify(await tokens.sign({ sub: 'member:100001', sid: s, kind: 'access' }, 60)).catch(() => undefined);
    expect((verifier as unknown as { cache: Map<string, unknown> }).cache.size).toBeLessThanOrEqual(3);
    // The newest answer is still remembered.
    await verifier.verify(await tokens.sign({ sub: 'member:100001', sid: sids[4]!, kind: 'access' }, 60)).catch(() => undefined);
    expect(identity.asked).toHaveLength(5);
  });
});
