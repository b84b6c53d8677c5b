import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, generateServiceKeyPair } from '@dating/platform';
import { createTestDatabase, eventually, SiteClient, TEST_KAFKA_BROKERS, uniqueName } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const services = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mainOf = (service: string) => join(services, service, 'dist/main.js');

interface Proc {
  child: ChildProcess;
  output: () => string;
  /** Its output has all arrived (the exit is often known before the last of it). */
  closed: Promise<void>;
}

function run(service: string, env: Record<string, string>): Proc {
  let output = '';
  const child = spawn(process.execPath, [mainOf(service)], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const closed = new Promise<void>((res) => child.once('close', () => res()));
  return { child, output: () => output, closed };
}

async function exitOf(proc: Proc): Promise<number> {
  if (proc.child.exitCode !== null) return proc.child.exitCode;
  return new Promise((res) => proc.child.once('exit', (code) => res(code ?? -1)));
}

async function ready(url: string, proc: Proc): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.child.exitCode !== null) {
      await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 2_000))]);
      throw new Error(`exited with ${proc.child.exitCode}:\n${proc.output()}`);
    }
    const ok = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`not ready:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The built services each in their own process, as split mode runs them (`node services/<service>/dist/main.js`):
 * identity, billing-ledger, profiles, mail and notifications on one PostgreSQL database (their own
 * schemas), Kafka between them, service keys made here, no Redis. A member registers at identity,
 * his credit account opens in billing through Kafka, billing answers his balance, and after he signs
 * out at identity billing refuses the token at once. Mail asks profiles over its member directory
 * port whether a lady ignores a man before he writes; notifications turns his wink (profiles' event,
 * Kafka) into her notification with his name (profiles' port).
 */
describe('split mode: identity, billing-ledger, profiles, mail and notifications as separate processes', () => {
  const procs: Proc[] = [];
  let database: { url: string; drop(): Promise<void> };
  let identity: SiteClient;
  let billing: SiteClient;
  let profiles: SiteClient;
  let mail: SiteClient;
  let notifications: SiteClient;
  const dataDir = mkdtempSync(join(tmpdir(), 'split-'));

  beforeAll(async () => {
    database = await createTestDatabase('split');
    const [billingKeys, profilesKeys, mailKeys, notificationsKeys] = [
      generateServiceKeyPair(),
      generateServiceKeyPair(),
      generateServiceKeyPair(),
      generateServiceKeyPair(),
    ];
    const [identityHttp, identityGrpc, billingHttp, billingGrpc, profilesHttp, profilesGrpc, mailHttp, notificationsHttp] = await Promise.all(
      Array.from({ length: 8 }, () => freePort()),
    );
    const common = {
      DATABASE_URL: database.url,
      KAFKA_BROKERS: TEST_KAFKA_BROKERS.join(','),
      // Its own topics and groups: no other test's product reads its events or takes its partitions.
      KAFKA_NAMESPACE: uniqueName('split'),
      TOKEN_SECRET: 's'.repeat(48),
      DEV_PROVIDERS: 'true',
      DATA_DIR: dataDir,
    };
    procs.push(
      run('identity', {
        ...common,
        PORT: String(identityHttp),
        GRPC_PORT: String(identityGrpc),
        GRPC_CALLERS: [
          `billing-ledger=${billingKeys.publicKey}`,
          `profiles=${profilesKeys.publicKey}`,
          `mail=${mailKeys.publicKey}`,
          `notifications=${notificationsKeys.publicKey}`,
        ].join(','),
      }),
    );
    identity = new SiteClient(`http://127.0.0.1:${identityHttp}`);
    await ready(identity.url, procs[0]!);
    procs.push(
      run('billing-ledger', {
        ...common,
        PORT: String(billingHttp),
        GRPC_PORT: String(billingGrpc),
        IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identityGrpc}`,
        SERVICE_PRIVATE_KEY: billingKeys.privateKey,
        GRPC_CALLERS: `mail=${mailKeys.publicKey}`,
      }),
      run('profiles', {
        ...common,
        PORT: String(profilesHttp),
        GRPC_PORT: String(profilesGrpc),
        IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identityGrpc}`,
        SERVICE_PRIVATE_KEY: profilesKeys.privateKey,
        GRPC_CALLERS: [`mail=${mailKeys.publicKey}`, `notifications=${notificationsKeys.publicKey}`].join(','),
      }),
    );
    billing = new SiteClient(`http://127.0.0.1:${billingHttp}`);
    profiles = new SiteClient(`http://127.0.0.1:${profilesHttp}`);
    await Promise.all([ready(billing.url, procs[1]!), ready(profiles.url, procs[2]!)]);
    procs.push(
      run('mail', {
        ...common,
        PORT: String(mailHttp),
        IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identityGrpc}`,
        LEDGER_GRPC_ADDRESS: `127.0.0.1:${billingGrpc}`,
        PROFILES_GRPC_ADDRESS: `127.0.0.1:${profilesGrpc}`,
        SERVICE_PRIVATE_KEY: mailKeys.privateKey,
      }),
      run('notifications', {
        ...common,
        PORT: String(notificationsHttp),
        IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identityGrpc}`,
        PROFILES_GRPC_ADDRESS: `127.0.0.1:${profilesGrpc}`,
        SERVICE_PRIVATE_KEY: notificationsKeys.privateKey,
      }),
    );
    mail = new SiteClient(`http://127.0.0.1:${mailHttp}`);
    notifications = new SiteClient(`http://127.0.0.1:${notificationsHttp}`);
    await Promise.all([ready(mail.url, procs[3]!), ready(notifications.url, procs[4]!)]);
  }, 180_000);

  afterAll(async () => {
    for (const p of procs) {
      p.child.kill('SIGTERM');
      await exitOf(p);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the account through Kafka, answers the balance, and refuses a signed-out token within a second', async () => {
    const email = `split.${Date.now()}@example.com`;
    const reg = await identity.call('member/registration', { name: 'Split Man', email, password: 'secret-1', user_type: 'man', captcha: 'dev-ok' });
    expect(reg.body.status).toBe(true);
    const signIn = await identity.call<{ access_token: string }>('member/sign-in', { email, password: 'secret-1' });
    const token = signIn.body.result!.access_token;

    const balance = await eventually(
      () => billing.call<unknown>('credit/get-balance', {}, { token }),
      (r) => r.body.status === true,
      30_000,
    );
    expect(balance.body).toMatchObject({ status: true, credits: 0 });

    expect((await identity.call('member/sign-out', {}, { token })).body.status).toBe(true);
    // Billing had just checked this session, and believes an answer for at most 1 s (SESSION_CHECK_CACHE_MS).
    const signedOut = Date.now();
    const after = await eventually(
      () => billing.call('credit/get-balance', {}, { token }),
      (r) => r.status === 401,
      5_000,
    );
    expect(after.status).toBe(401);
    expect(Date.now() - signedOut).toBeLessThan(2_000);
  });

  it("mail asks profiles' member directory port whether she ignores him (blocks hold in split mode)", async () => {
    const member = async (name: string, userType: 'man' | 'woman') => {
      const email = `split.${userType}.${Date.now()}@example.com`;
      expect((await identity.call('member/registration', { name, email, password: 'secret-1', user_type: userType, captcha: 'dev-ok' })).body.status).toBe(
        true,
      );
      return (await identity.call<{ access_token: string; user_id: number }>('member/sign-in', { email, password: 'secret-1' })).body.result!;
    };
    const [man, lady] = await Promise.all([member('Split Writer', 'man'), member('Split Lady', 'woman')]);
    // profiles opens both profiles from identity's events (Kafka).
    for (const m of [man, lady]) {
      await eventually(
        () => profiles.call('profile/load', {}, { token: m.access_token }),
        (r) => r.body.status === true,
        30_000,
      );
    }
    // Mail learns both members from profiles' events (Kafka); then he may write to her.
    const mayWrite = () =>
      mail.call<{ available: boolean; reason: string | null }>('letter/avaible-to-write', { target_user_id: lady.user_id }, { token: man.access_token });
    await eventually(mayWrite, (r) => r.body.result?.available === true, 30_000);

    expect((await profiles.call('block/add', { target_user_id: man.user_id }, { token: lady.access_token })).body.status).toBe(true);
    // Asked over gRPC at once (no read model to catch up): his letter would be refused.
    expect((await mayWrite()).body.result).toMatchObject({ available: false, reason: 'blocked' });
  }, 90_000);

  it("notifications tells her of his wink (profiles' event over Kafka) with his name from profiles' port", async () => {
    const member = async (name: string, userType: 'man' | 'woman') => {
      const email = `split.notify.${userType}.${Date.now()}@example.com`;
      expect((await identity.call('member/registration', { name, email, password: 'secret-1', user_type: userType, captcha: 'dev-ok' })).body.status).toBe(
        true,
      );
      return (await identity.call<{ access_token: string; user_id: number }>('member/sign-in', { email, password: 'secret-1' })).body.result!;
    };
    const [man, lady] = await Promise.all([member('Split Winker', 'man'), member('Split Winked', 'woman')]);
    for (const m of [man, lady]) {
      await eventually(
        () => profiles.call('profile/load', {}, { token: m.access_token }),
        (r) => r.body.status === true,
        30_000,
      );
    }
    expect((await profiles.call('kiss/make-kiss', { target_user_id: lady.user_id }, { token: man.access_token })).body.status).toBe(true);
    const hers = await eventually(
      () => notifications.call<{ type: string; user_id: number; name: string }[]>('notifications/get-all', {}, { token: lady.access_token }),
      (r) => (r.body.result?.length ?? 0) > 0,
      30_000,
    );
    expect(hers.body.result).toEqual([expect.objectContaining({ type: 'wink', user_id: man.user_id, name: 'Split Winker', seen: false })]);
    expect((await notifications.call('notifications/counter', {}, { token: lady.access_token })).body.result).toEqual({ unread: 1 });
  }, 90_000);

  it('stops with a message naming each missing variable', async () => {
    const proc = run('billing-ledger', { DATABASE_URL: '', KAFKA_BROKERS: '', TOKEN_SECRET: 'short' });
    expect(await exitOf(proc)).toBe(1);
    for (const name of [
      'DATABASE_URL is missing',
      'KAFKA_BROKERS is missing',
      'TOKEN_SECRET=<hidden> is invalid',
      'IDENTITY_GRPC_ADDRESS is missing',
      'SERVICE_PRIVATE_KEY is missing',
      'GRPC_CALLERS is missing',
    ]) {
      expect(proc.output()).toContain(name);
    }
    const split = run('mail', { DATABASE_URL: '', KAFKA_BROKERS: '', TOKEN_SECRET: 's'.repeat(48) });
    expect(await exitOf(split)).toBe(1);
    expect(split.output()).toContain('PROFILES_GRPC_ADDRESS is missing');
    const notifying = run('notifications', { DATABASE_URL: '', KAFKA_BROKERS: '', TOKEN_SECRET: 's'.repeat(48) });
    expect(await exitOf(notifying)).toBe(1);
    expect(notifying.output()).toContain('PROFILES_GRPC_ADDRESS is missing');
  });

  it('stops each service cleanly on SIGTERM: the app closes, then the kernel closes Kafka, and the process exits 0', async () => {
    // Callers first (notifications, mail, profiles, billing): each calls identity (and mail and notifications the others) until it has stopped.
    for (const proc of [...procs].reverse()) {
      proc.child.kill('SIGTERM');
      expect(await exitOf(proc), proc.output()).toBe(0);
    }
  }, 120_000);
});
