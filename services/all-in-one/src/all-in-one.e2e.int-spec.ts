import { DEMO_STAFF_TOTP_SECRET } from '@dating/identity';
import { signInStaff } from '@dating/identity/testing';
import { createTestDatabase, SiteClient, TEST_KAFKA_BROKERS, TEST_REDIS_URL, uniqueName } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from './testing/index.js';

async function call(base: string, path: string, body: unknown = {}, token?: string) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { http: res.status, ...(await res.json()) };
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The journey of the foundation issue, as a new user would try it, on one running product. */
function newUserJourney(mode: string, product: () => RunningProduct) {
  it(`${mode}: register as a man, sign in, settings, password, sign out; the old token is refused`, async () => {
    const base = product().url;
    const email = `new.${Date.now()}@example.com`;
    const reg = await call(base, 'member/registration', { name: 'New Man', email, password: 'secret-1', user_type: 'man', captcha: 'dev-ok' });
    expect(reg).toMatchObject({ status: true, result: { user_type: 'man' } });

    const signIn = await call(base, 'member/sign-in', { email, password: 'secret-1', remember_me: true });
    expect(signIn.status).toBe(true);
    const token = signIn.result.access_token as string;

    const settings = await call(base, 'user/settings/get-all', {}, token);
    expect(settings.result.sound).toBe('on');
    const changed = await call(base, 'user/settings/set-one', { sound: 'off' }, token);
    expect(changed.result.sound).toBe('off');
    expect((await call(base, 'user/settings/get-all', {}, token)).result.sound).toBe('off');

    // The credit account opens from the MemberRegistered event (through the bus of this mode).
    const balance = await eventually(
      () => call(base, 'credit/get-balance', {}, token),
      (r) => r.status === true,
    );
    expect(balance).toMatchObject({ status: true, credits: 0 });

    // A new name on his profile reaches identity's member record (ProfileNameChanged, through the bus of this mode).
    expect(await call(base, 'profile/update/main-info', { name: 'Renamed Man' }, token)).toMatchObject({ status: true });
    const info = await eventually(
      () => call(base, 'user/get-info', {}, token),
      (r) => r.result?.name === 'Renamed Man',
    );
    expect(info.result).toMatchObject({ name: 'Renamed Man', email });

    const pw = await call(base, 'user/settings/change-member-password', { new_password: 'secret-2', new_password_repeat: 'secret-2' }, token);
    expect(pw.status).toBe(true);
    expect((await call(base, 'member/sign-in', { email, password: 'secret-1' })).code).toBe(10003);
    expect((await call(base, 'member/sign-in', { email, password: 'secret-2' })).status).toBe(true);

    expect((await call(base, 'member/sign-out', {}, token)).status).toBe(true);
    const refused = await call(base, 'user/settings/get-all', {}, token);
    expect(refused).toMatchObject({ status: false, code: 401, http: 401 });
  });
}

describe('all-in-one, embedded default (PGlite, in-process bus)', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct();
  }, 120_000);
  afterAll(async () => product?.stop());

  it('prints the URL and the demo sign-ins, and the demo man can sign in with credits', async () => {
    expect(product.output()).toContain('Dating platform is running at');
    expect(product.output()).toContain('john@demo.local');
    const signIn = await call(product.url, 'member/sign-in', { email: 'john@demo.local', password: 'demo-password' });
    expect((await call(product.url, 'credit/get-balance', {}, signIn.result.access_token)).credits).toBe(200);
  });

  it('refuses to be framed by another site: the member site, the back office and the API carry the security headers', async () => {
    for (const path of ['/', '/search', '/admin/', '/api/site/settings/get-all']) {
      const res = await fetch(
        `${product.url}${path}`,
        path.startsWith('/api') ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } : {},
      );
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it('serves the sound files the site settings name (chat invite, toast, system notification, billing started)', async () => {
    const settings = (await call(product.url, 'site/settings/get-all', {})).result as { sounds: Record<string, string> };
    expect(Object.keys(settings.sounds).sort()).toEqual(['billing_started', 'chat_invite', 'system_notification', 'toast']);
    for (const url of Object.values(settings.sounds)) {
      const file = await fetch(`${product.url}${url}`);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type'), url).toMatch(/^audio\/(wav|wave|x-wav)/);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 4)
          .toString(),
        url,
      ).toBe('RIFF');
    }
  });

  it('prints the demo staff TOTP secret, and the demo admin signs in with it (password, then code)', async () => {
    expect(product.output()).toContain(`TOTP secret ${DEMO_STAFF_TOTP_SECRET}`);
    const admin = await signInStaff(new SiteClient(product.url), { email: 'admin@demo.local', password: 'demo-password', totpSecret: DEMO_STAFF_TOTP_SECRET });
    expect(admin.staff).toMatchObject({ role: 'admin', email: 'admin@demo.local' });
    const me = await fetch(`${product.url}/admin-api/auth/me`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(await me.json()).toMatchObject({ staff: { role: 'admin' } });
  });

  newUserJourney('embedded', () => product);

  it('keeps its data across a restart', async () => {
    const email = `persist.${Date.now()}@example.com`;
    await call(product.url, 'member/registration', { name: 'Persist Me', email, password: 'secret-1', user_type: 'woman', captcha: 'dev-ok' });
    const dataDir = product.dataDir;
    await product.stop();
    product = await startProduct({}, { dataDir });
    expect((await call(product.url, 'member/sign-in', { email, password: 'secret-1' })).status).toBe(true);
  }, 120_000);
});

describe('all-in-one, full mode (PostgreSQL, Kafka, Redis)', () => {
  let product: RunningProduct;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase('full');
    drop = db.drop;
    product = await startProduct({
      DATABASE_URL: db.url,
      KAFKA_BROKERS: TEST_KAFKA_BROKERS.join(','),
      // Its own topics and groups: no other test's product reads its events or takes its partitions.
      KAFKA_NAMESPACE: uniqueName('full'),
      REDIS_URL: TEST_REDIS_URL,
      TOKEN_SECRET: 'full-mode-test-secret-with-more-than-32-chars',
      DEV_PROVIDERS: 'true',
      SEED_DEMO: 'true',
    });
  }, 180_000);
  afterAll(async () => {
    await product?.stop();
    await drop?.();
  });

  it('never enrolls the demo staff with the dev TOTP secret: each enrolls her own', async () => {
    expect(product.output()).toContain('admin@demo.local');
    expect(product.output()).not.toContain(DEMO_STAFF_TOTP_SECRET);
    const first = await fetch(`${product.url}/admin-api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'finance@demo.local', password: 'demo-password' }),
    });
    expect(await first.json()).toMatchObject({ step: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
  });

  it('reports PostgreSQL, Kafka and Redis as ready', async () => {
    const ready = await (await fetch(`${product.url}/ready`)).json();
    expect(ready.result.checks).toMatchObject({ 'bus:kafka': 'up', redis: 'up', 'database:identity': 'up', 'database:billing': 'up' });
  });

  it("tells David's demo history on Kafka too: his letters, visitors, winks, purchase and gift", async () => {
    expect(product.output()).not.toContain('demo history could not be seeded');
    const post = async <T>(path: string, body: unknown, token?: string) =>
      (
        (await (
          await fetch(`${product.url}/api/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          })
        ).json()) as { result: T }
      ).result;
    const { access_token: token } = await post<{ access_token: string }>('member/sign-in', { email: 'david@demo.local', password: 'demo-password' });
    expect(await post('profile/counter', {}, token)).toMatchObject({ visitors_new: 6, winks_new: 3 });
    expect((await post<{ count: number }>('letter/get/dialog', { type: 'inbox' }, token)).count).toBe(2);
    // The demo's 200 credits and a sandbox pack, less what he spent and his gift's held 110.
    expect((await post<{ credits: number }>('credit/get-balance', {}, token)).credits).toBeGreaterThan(90);
    expect((await post<{ status: string }[]>('present/get-my-gifts', {}, token)).map((g) => g.status)).toEqual(['packaging']);
  });

  newUserJourney('full', () => product);
});

describe('configuration', () => {
  it('stops at boot naming a bad variable and what it expects', async () => {
    await expect(startProduct({ PORT: 'eighty' })).rejects.toThrow(/PORT="eighty" is invalid: expected the HTTP port/);
    await expect(startProduct({ DATABASE_URL: 'postgres://127.0.0.1:5432/x', TOKEN_SECRET: 'short' })).rejects.toThrow(/TOKEN_SECRET=<hidden> is invalid/);
    await expect(startProduct({ STAFF_IDLE_MINUTES: 'soon' })).rejects.toThrow(/STAFF_IDLE_MINUTES="soon" is invalid: expected the minutes a staff session/);
  });
});
