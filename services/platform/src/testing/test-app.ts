import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, type ForwardReference, Global, Module, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '../api/envelope.js';
import { createSiteApp } from '../api/site-app.js';
import { SiteError } from '../api/site-error.js';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier, type Principal, STAFF_ROLES, type StaffRole } from '../auth/principal.js';
import { TokenSigner } from '../auth/token-signer.js';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { openRedis } from '../runtime/redis.js';
import { type Runtime, RuntimeModule } from '../runtime/runtime.js';
import { createTestDatabase, TEST_REDIS_URL } from './test-env.js';

export const TEST_TOKEN_SECRET = `${'x'.repeat(32)}test`;

export interface CallOptions {
  /** Sent as `Authorization: Bearer ...`. */
  token?: string;
  /** Sent as X-Forwarded-For (apps trust their loopback proxy), to act as another client. */
  ip?: string;
  /** Sent as is instead of JSON-encoding the body. */
  raw?: string;
  headers?: Record<string, string>;
}

let clientAddresses = 0;

/**
 * A client address no earlier call in this test file got, to send as `ip` and act as another
 * client (sign-up, sign-in and feedback throttles count per address): 10.0.0.1, 10.0.0.2, ...
 */
export function nextClientAddress(): string {
  const n = ++clientAddresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The Site API and the admin API of a running app, over real HTTP. */
export class SiteClient {
  constructor(readonly url: string) {}

  /** POST /api/<path> with a JSON body: the HTTP status and the parsed envelope. */
  async call<T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T> }> {
    const res = await fetch(`${this.url}/api/${path}`, { method: 'POST', headers: this.headers(options), body: options.raw ?? JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  /** A request to /admin-api/<path> (ra-data-simple-rest): status, JSON body and headers. */
  async admin<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: CallOptions & { body?: unknown } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const res = await fetch(`${this.url}/admin-api/${path}`, {
      method,
      headers: this.headers(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  private headers(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    return headers;
  }
}

export { eventually } from '../runtime/eventually.js';

/**
 * Test tokens for a service tested without identity: `staff:<role>` is a staff member of that
 * role (id `staff-<role>`), a token starting with `woman` is a woman, any other token is a man whose
 * member id is the token itself.
 */
export const fakeTokenVerifier: AccessTokenVerifier = {
  async verify(token: string): Promise<Principal> {
    if (token.startsWith('staff:')) {
      const role = token.slice('staff:'.length) as StaffRole;
      if (!STAFF_ROLES.includes(role)) throw new SiteError(401);
      return { kind: 'staff', id: `staff-${role}`, sessionId: 's', role, agencyId: null };
    }
    return { kind: 'member', id: token, sessionId: 's', userType: token.startsWith('woman') ? 'woman' : 'man' };
  },
};

/** Provides `fakeTokenVerifier` as the app's token verifier (instead of identity's). */
@Global()
@Module({ providers: [{ provide: ACCESS_TOKEN_VERIFIER, useValue: fakeTokenVerifier }], exports: [ACCESS_TOKEN_VERIFIER] })
export class FakeAuthModule {}

export interface TestApp {
  app: NestExpressApplication;
  /** e.g. http://127.0.0.1:41234 (also `runtime.publicUrl`). */
  url: string;
  runtime: Runtime;
  bus: InProcessEventBus;
  site: SiteClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The service modules under test (and FakeAuthModule when identity is not among them). */
  imports: (Type | DynamicModule | ForwardReference)[];
  /** Redis of this machine as the runtime's cache (default: none), or the URL of another (an OwnRedisServer's). */
  redis?: boolean | string;
  /** An in-memory PGlite over the wire protocol, as the embedded default runs (default: PostgreSQL). */
  embedded?: boolean;
  /** Development providers: captcha, captured mail, sandbox payments (default: on). */
  devProviders?: boolean;
}

@Module({})
class TestAppModule {}

/**
 * Boots service modules in one Nest app on a real HTTP port: a fresh PostgreSQL database of this
 * machine (or in-memory PGlite), the in-process bus, optional Redis, a temporary data folder. The
 * one starter every service's tests use.
 */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = options.embedded ? await embeddedDatabase() : await createTestDatabase('app');
  const dataDir = await mkdtemp(join(tmpdir(), 'test-app-'));
  const bus = new InProcessEventBus();
  const redis = options.redis ? openRedis(typeof options.redis === 'string' ? options.redis : TEST_REDIS_URL) : null;
  const runtime = testRuntime({
    databaseUrl: database.url,
    embedded: options.embedded ?? false,
    bus,
    redis,
    dataDir,
    devProviders: options.devProviders ?? true,
  });
  const app = await createSiteApp({ module: TestAppModule, imports: [RuntimeModule.forRoot(runtime), ...options.imports] } satisfies DynamicModule);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  runtime.publicUrl = url;
  return {
    app,
    url,
    runtime,
    bus,
    site: new SiteClient(url),
    async close() {
      await app.close();
      await bus.close();
      await redis?.quit();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A runtime for tests that host modules themselves (or only read the runtime): the in-process bus,
 * no Redis, the test token secret, development providers; `overrides` set the rest (the database
 * URL, a data folder). Whoever makes it closes its bus, as a host would.
 */
export function testRuntime(overrides: Partial<Runtime> = {}): Runtime {
  return {
    databaseUrl: 'postgres://unused',
    embedded: false,
    bus: new InProcessEventBus(),
    redis: null,
    tokens: new TokenSigner(TEST_TOKEN_SECRET),
    dataDir: join(tmpdir(), 'test-runtime-unused'),
    publicUrl: 'http://127.0.0.1',
    devProviders: true,
    ...overrides,
  };
}

/**
 * Starts a test app before the tests of the file (or of the `describe` it is called in) and closes
 * it after them: `const t = useTestApp(() => startTestApp({ imports }))`, then `t.call(...)`,
 * `t.db` in the tests. The answer stands for the app once `beforeAll` has run; using it earlier
 * throws.
 */
export function useTestApp<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let app: T | undefined;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!app) throw new Error(`the test app is not running: it starts in beforeAll (asked for ${String(key)})`);
      const value: unknown = Reflect.get(app, key);
      return typeof value === 'function' ? value.bind(app) : value;
    },
  });
}

async function embeddedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const pglite = await startEmbeddedPostgres({ dataDir: 'memory://' });
  return { url: pglite.url, drop: () => pglite.stop() };
}
