import { setTimeout as sleep } from 'node:timers/promises';
import { eventually, nextClientAddress as ip, OwnRedisServer } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from './infrastructure/persistence/session-cache.js';
import { startIdentityTestApp, type IdentityTestApp } from './testing/index.js';

// identity's session cache on a Redis of the test's own (never the machine's shared one, and
// persistent, as production keeps it) that goes away for a while and comes back with what it held:
// a sign-out made meanwhile still ends the token once Redis is back, though its "open" entry was
// cached before.

let redis: OwnRedisServer;
let t: IdentityTestApp;

beforeAll(async () => {
  redis = await OwnRedisServer.start({ persistent: true });
  t = await startIdentityTestApp({ redis: redis.url });
});
afterAll(async () => {
  await t?.close();
  await redis?.close();
});

function claimsOf(token: string): { sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

async function member(): Promise<string> {
  const email = `outage.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await t.call<{ access_token: string }>(
    'member/registration',
    { name: 'John Smith', email, password: 'secret-1', user_type: 'man', captcha: 'ok' },
    { ip: ip() },
  );
  expect(res.body.status, JSON.stringify(res.body)).toBe(true);
  return res.body.result!.access_token;
}

describe('a sign-out while Redis is away', () => {
  it('is answered, and the token stays refused once Redis is back with its old "open" entry', async () => {
    const token = await member();
    expect((await t.call('user/settings/get-all', {}, { token })).body.status).toBe(true);
    const key = SessionCache.key(claimsOf(token).sid);
    expect(await t.runtime.redis!.get(key)).toContain('"kind":"member"');

    await redis.kill();
    const out = await t.call('member/sign-out', {}, { token });
    expect(out.body).toMatchObject({ status: true, result: true });
    expect((await t.call('user/settings/get-all', {}, { token })).status).toBe(401);

    await redis.start();
    expect(
      await eventually(
        () => t.runtime.redis!.ping().catch(() => 'down'),
        (p) => p === 'PONG',
        10_000,
      ),
    ).toBe('PONG');
    await sleep(1_500);
    expect((await t.call('user/settings/get-all', {}, { token })).status).toBe(401);
    expect(await t.runtime.redis!.get(key)).toBe('revoked');
  }, 60_000);
});
