import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_TOTP_SECRET, seedIdentityDemo } from './index.js';
import { signInStaff, useIdentityTestApp, waitForMail } from './testing/index.js';

/**
 * The embedded default runs on PGlite (one session behind the wire protocol) without Redis: the
 * main journeys must work there too, with every transaction on its own manager.
 */
describe('identity on the embedded database (PGlite, no Redis)', () => {
  const t = useIdentityTestApp({ embedded: true, redis: false });

  it("answers the Site API with a correlation id and without express's ETag or X-Powered-By", async () => {
    const res = await fetch(`${t.url}/api/site/settings/get-all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('registers, signs in, changes settings and password, resets it, signs out; throttles', async () => {
    const email = 'embedded.man@example.com';
    const reg = await t.call<{ access_token: string; user_id: number }>('member/registration', {
      name: 'Embedded Man',
      email,
      password: 'secret-1',
      user_type: 'man',
      captcha: 'ok',
    });
    expect(reg.body.status).toBe(true);
    const signIn = (password: string, ip = '198.51.100.7') => t.call<{ access_token: string }>('member/sign-in', { email, password }, { ip });
    const token = (await signIn('secret-1')).body.result!.access_token;

    const set = await t.call<Record<string, string>>('user/settings/set-one', { sound: 'off' }, { token });
    expect(set.body.result!.sound).toBe('off');
    expect((await t.call('user/settings/change-member-password', { new_password: 'secret-2', new_password_repeat: 'secret-2' }, { token })).body.status).toBe(
      true,
    );
    expect((await t.call('user/settings/get-all', {}, { token: reg.body.result!.access_token })).status).toBe(401);

    // Concurrent requests while the relay and the reset's background work share the one session.
    await Promise.all([
      t.call('member/request-password-reset', { email, captcha: 'ok' }),
      t.call('site/settings/get-all'),
      t.call('countries'),
      t.call('user/settings/get-all', {}, { token }),
    ]);
    const mail = await waitForMail(t.runtime.dataDir, email);
    const resetToken = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await t.call('member/reset-password', { password_reset_token: resetToken, password: 'secret-3' })).body.status).toBe(true);
    expect((await t.call('user/settings/get-all', {}, { token })).status).toBe(401);

    const fresh = (await signIn('secret-3')).body.result!.access_token;
    expect((await t.call('member/sign-out', {}, { token: fresh })).body.status).toBe(true);
    expect((await t.call('user/settings/get-all', {}, { token: fresh })).status).toBe(401);

    // Parallel wrong passwords from one address: at most 10 are checked, then it is refused there.
    const burst = await Promise.all(Array.from({ length: 15 }, () => signIn('wrong', '203.0.113.1')));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
    expect((await signIn('secret-3', '203.0.113.1')).status).toBe(429);
    expect((await signIn('secret-3', '203.0.113.99')).status).toBe(200);

    expect(await seedIdentityDemo(t.app)).toHaveLength(11);
    // The outbox relay publishes everything on PGlite too.
    const unpublished = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.outbox WHERE published_at IS NULL`))[0]!.n;
    const deadline = Date.now() + 10_000;
    while ((await unpublished()) > 0 && Date.now() < deadline) await sleep(25);
    expect(await unpublished()).toBe(0);
    const [{ total }] = await t.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM identity.outbox`);
    expect(total).toBeGreaterThanOrEqual(2 + 1 + 1 + 1 + 2 + 7);
  });

  it('runs the back office of the demo: staff enrolled with the dev secret, an agency, a ban, the append-only audit log', async () => {
    const demo = await seedIdentityDemo(t.app, { staffTotpSecret: DEMO_STAFF_TOTP_SECRET });
    expect(demo.filter((s) => s.kind === 'staff').map((s) => s.totpSecret)).toEqual(Array(4).fill(DEMO_STAFF_TOTP_SECRET));
    const admin = await signInStaff(t.site, { email: 'admin@demo.local', password: 'demo-password', totpSecret: DEMO_STAFF_TOTP_SECRET, ip: '198.51.100.20' });
    const agency = await signInStaff(t.site, {
      email: 'agency.moderator@demo.local',
      password: 'demo-password',
      totpSecret: DEMO_STAFF_TOTP_SECRET,
      ip: '198.51.100.21',
    });
    const women = await t.site.admin<{ name: string; country: string }[]>('GET', 'members?sort=["name","ASC"]', { token: agency.token });
    expect(women.body.map((w) => w.name)).toEqual(['Anna', 'Elena', 'Maria', 'Olga']);

    const anna = demo.find((s) => s.email === 'anna@demo.local')!;
    const banned = await t.site.admin<{ banned: boolean }>('PUT', `members/${anna.id}`, { token: admin.token, body: { banned: true, ban_reason: 'demo' } });
    expect(banned.body.banned).toBe(true);
    const audit = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.audit_log WHERE record_id = $1`, [anna.id]))[0]!.n;
    const deadline = Date.now() + 10_000;
    while ((await audit()) === 0 && Date.now() < deadline) await sleep(25);
    expect(await audit()).toBe(1);
    await expect(t.db.query(`DELETE FROM identity.audit_log WHERE record_id = $1`, [anna.id])).rejects.toThrow(/append-only/);
    expect(await audit()).toBe(1);
  });
});
