import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../commands/register-member/register-member.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { createTestStaff, type IdentityTestApp, signInNewStaff, signInStaff, startIdentityTestApp } from '../../testing/index.js';

/**
 * Staff sessions (docs/admin-api.md, "Staff access"): idle expiry tracked on the server, sign-out,
 * revocation by an admin, disabling, and the wall between staff and member tokens. Idle time is
 * simulated by moving a session's last request back in the database, as a quiet half hour would.
 */

let t: IdentityTestApp;
let seq = 0;
const ip = () => `198.18.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

const me = (token: string) => t.site.admin('GET', 'auth/me', { token });

async function lastSeen(app: IdentityTestApp, token: string): Promise<Date> {
  const sid = sessionOf(token);
  const [row] = await app.db.query<{ last_seen_at: Date }>(`SELECT last_seen_at FROM identity.sessions WHERE id = $1`, [sid]);
  return new Date(row!.last_seen_at);
}

function sessionOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

async function idle(app: IdentityTestApp, token: string, seconds: number): Promise<void> {
  await app.db.query(`UPDATE identity.sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE id = $1`, [sessionOf(token), seconds]);
  // What Redis believes lives a minute at most; the test does not wait for it.
  await app.runtime.redis?.del(SessionCache.key(sessionOf(token)));
}

/** Every route of the app as "METHOD /path". */
function routesOf(app: NestExpressApplication): { method: string; path: string }[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  return router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: layer.route!.path }))
      : [],
  );
}

beforeAll(async () => {
  t = await startIdentityTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('idle staff sessions', () => {
  it('end after STAFF_IDLE_MINUTES (30) without a request; a request writes the last one at most once a minute', async () => {
    const { token } = await signInNewStaff(t, 'finance', { ip: ip() });
    expect((await me(token)).status).toBe(200);

    // Used 30 seconds ago: believed, and not written again yet.
    await idle(t, token, 30);
    const before = await lastSeen(t, token);
    expect((await me(token)).status).toBe(200);
    expect(await lastSeen(t, token)).toEqual(before);

    // Used 29 minutes ago: still open, and now the last request moves to now.
    await idle(t, token, 29 * 60);
    expect((await me(token)).status).toBe(200);
    expect(Date.now() - (await lastSeen(t, token)).getTime()).toBeLessThan(10_000);

    // 31 quiet minutes: closed for good, and listed as no longer active.
    await idle(t, token, 31 * 60);
    const refused = await me(token);
    expect(refused.status).toBe(401);
    const admin = await signInNewStaff(t, 'admin', { ip: ip() });
    const listed = await t.site.admin<{ id: string; active: boolean }[]>(
      'GET',
      `staff-sessions?filter=${encodeURIComponent(JSON.stringify({ id: [sessionOf(token)] }))}`,
      {
        token: admin.token,
      },
    );
    expect(listed.body).toEqual([expect.objectContaining({ id: sessionOf(token), active: false })]);
  });

  it('follow a shorter STAFF_IDLE_MINUTES, written twice as often', async () => {
    const quick = await startIdentityTestApp({ redis: false, identity: { staffIdleMinutes: 2 } });
    try {
      const { token } = await signInNewStaff(quick, 'site_moderator', { ip: ip() });
      await quick.db.query(`UPDATE identity.sessions SET last_seen_at = now() - interval '90 seconds' WHERE id = $1`, [sessionOf(token)]);
      expect((await quick.site.admin('GET', 'auth/me', { token })).status).toBe(200);
      expect(Date.now() - (await lastSeen(quick, token)).getTime()).toBeLessThan(10_000);
      await quick.db.query(`UPDATE identity.sessions SET last_seen_at = now() - interval '121 seconds' WHERE id = $1`, [sessionOf(token)]);
      expect((await quick.site.admin('GET', 'auth/me', { token })).status).toBe(401);
    } finally {
      await quick.close();
    }
  });
});

describe('ending staff sessions', () => {
  it('signs out: the token is refused from the next request on', async () => {
    const { token } = await signInNewStaff(t, 'finance', { ip: ip() });
    expect((await me(token)).status).toBe(200); // cached in Redis now
    expect(await t.site.admin('POST', 'auth/sign-out', { token })).toMatchObject({ status: 200, body: { signed_out: true } });
    expect((await me(token)).status).toBe(401);
    expect((await t.site.admin('POST', 'auth/sign-out', { token })).status).toBe(401);
    expect((await t.site.admin('POST', 'auth/sign-out', {})).body).toMatchObject({ code: 10401, status: 401, message: 'Unauthorized access' });
  });

  it('lets an admin list a staff member’s sessions and revoke one of them at once', async () => {
    const admin = await signInNewStaff(t, 'admin', { ip: ip() });
    const account = await createTestStaff(t, { role: 'site_moderator' });
    const first = await signInStaff(t.site, { ...account, ip: ip() });
    const second = await signInStaff(t.site, { ...account, ip: ip() });
    expect((await me(first.token)).status).toBe(200);

    const filter = encodeURIComponent(JSON.stringify({ staff_id: Number(account.id) }));
    const list = await t.site.admin<Record<string, unknown>[]>('GET', `staff-sessions?filter=${filter}&sort=["created_at","ASC"]&range=[0,9]`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('staff-sessions 0-1/2');
    expect(list.body.map((s) => s.id)).toEqual([sessionOf(first.token), sessionOf(second.token)]);
    expect(list.body[0]).toMatchObject({ staff_id: Number(account.id), staff_email: account.email, role: 'site_moderator', active: true, revoked_at: null });
    expect(list.body[0]).toHaveProperty('idle_expires_at');

    const revoked = await t.site.admin<Record<string, unknown>>('DELETE', `staff-sessions/${sessionOf(first.token)}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: sessionOf(first.token), active: false, revoked_at: expect.any(String) });
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(200);
    // Again: answered as it is. Unknown or malformed ids: not found.
    expect((await t.site.admin('DELETE', `staff-sessions/${sessionOf(first.token)}`, { token: admin.token })).status).toBe(200);
    expect((await t.site.admin('DELETE', `staff-sessions/${crypto.randomUUID()}`, { token: admin.token })).status).toBe(404);
    expect((await t.site.admin('DELETE', 'staff-sessions/1', { token: admin.token })).body).toMatchObject({ code: 10404, status: 404 });
    // Only admins.
    expect((await t.site.admin('GET', 'staff-sessions', { token: second.token })).status).toBe(403);
    expect((await t.site.admin('DELETE', `staff-sessions/${sessionOf(second.token)}`, { token: second.token })).status).toBe(403);
  });

  it('ends every session of a disabled account, and lets it sign in again once enabled', async () => {
    const admin = await signInNewStaff(t, 'admin', { ip: ip() });
    const account = await createTestStaff(t, { role: 'finance' });
    const session = await signInStaff(t.site, { ...account, ip: ip() });
    expect((await me(session.token)).status).toBe(200);

    const disabled = await t.site.admin<Record<string, unknown>>('DELETE', `staff/${account.id}`, { token: admin.token });
    expect(disabled.body).toMatchObject({ id: Number(account.id), disabled: true, disabled_at: expect.any(String), open_sessions: 0 });
    expect((await me(session.token)).status).toBe(401);
    expect((await t.site.admin('POST', 'auth/sign-in', { body: { email: account.email, password: account.password }, ip: ip() })).status).toBe(403);

    expect((await t.site.admin('PUT', `staff/${account.id}`, { token: admin.token, body: { disabled: false } })).body).toMatchObject({ disabled: false });
    expect((await me((await signInStaff(t.site, { ...account, ip: ip() })).token)).status).toBe(200);
    // The old token stays ended.
    expect((await me(session.token)).status).toBe(401);
  });
});

describe('staff and member tokens', () => {
  it('refuses a member token on every admin API route (401), and accepts none on the sign-in steps', async () => {
    const man = await registerMember(
      t.db,
      { name: 'Member Man', email: `man.${Date.now()}@example.com`, password: 'secret-1', userType: 'man' },
      {
        ip: '127.0.0.1',
        userAgent: null,
        rememberMe: false,
      },
    );
    const token = await t.app.get(AccessTokens, { strict: false }).issue({ kind: 'member', id: man.memberId }, man.sessionId!);
    const routes = routesOf(t.app).filter((r) => r.path.startsWith('/admin-api/'));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const open = ['POST /admin-api/auth/sign-in', 'POST /admin-api/auth/enroll', 'POST /admin-api/auth/verify'];
    for (const route of routes) {
      const path = route.path.replace(':id', route.path.startsWith('/admin-api/staff-sessions') ? crypto.randomUUID() : '1001').slice('/admin-api/'.length);
      const res = await t.site.admin(route.method as 'GET', path, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      const name = `${route.method} ${route.path}`;
      if (open.includes(name)) expect(res.status, name).toBe(400);
      else expect({ name, status: res.status, body: res.body }).toMatchObject({ name, status: 401, body: { code: 10401 } });
    }
    // The member token itself is fine on the Site API.
    expect((await t.call('user/settings/get-all', {}, { token })).body.status).toBe(true);
  });

  it('refuses a staff token on every Site API route that needs a member (10401), and gives it nothing more than no token elsewhere', async () => {
    const { token } = await signInNewStaff(t, 'admin', { ip: ip() });
    const routes = routesOf(t.app).filter((r) => r.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    let memberOnly = 0;
    for (const route of routes) {
      const asStaff = await t.call(route.path.slice('/api/'.length), {}, { token, ip: ip() });
      const anonymous = await t.call(route.path.slice('/api/'.length), {}, { ip: ip() });
      expect({ route: route.path, status: asStaff.status, code: asStaff.body.code }).toEqual({
        route: route.path,
        status: anonymous.status,
        code: anonymous.body.code,
      });
      if (anonymous.body.code === 10401) memberOnly++;
    }
    expect(memberOnly).toBeGreaterThanOrEqual(5);
    // And the token is still good where it belongs.
    expect((await me(token)).status).toBe(200);
  });
});
