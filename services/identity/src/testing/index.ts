import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Module, type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSiteApp, InProcessEventBus, RuntimeModule, startEmbeddedPostgres, TokenSigner, type Envelope, type Runtime } from '@dating/platform';
import { createTestDatabase, TEST_REDIS_URL } from '@dating/platform/testing';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { IdentityModule } from '../identity.module.js';
import { identityDataSource } from '../index.js';
import { captureDir, listCapturedMail, type CapturedMail } from '../infrastructure/mail/capture.mail-sender.js';

export const TEST_TOKEN_SECRET = `${'x'.repeat(32)}test`;

export interface CallOptions {
  /** Sent as `Authorization: Bearer ...`. */
  token?: string;
  /** Sent as X-Forwarded-For (the app trusts its loopback proxy), to act as another client. */
  ip?: string;
  /** Sent as is instead of JSON-encoding `body`. */
  raw?: string;
  headers?: Record<string, string>;
}

export interface IdentityTestApp {
  app: NestExpressApplication;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  runtime: Runtime;
  bus: InProcessEventBus;
  dataSource: DataSource;
  /** POST /api/<path> with a JSON body; answers the HTTP status and the parsed envelope. */
  call<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

@Module({})
class IdentityTestAppModule {}

/**
 * Boots the identity service on a real HTTP port against a fresh PostgreSQL database of this
 * machine (or, with `embedded: true`, an in-memory PGlite served over the wire protocol, as the
 * embedded default runs), Redis (unless `redis: false`), the in-process bus and the development
 * providers. `imports` adds other modules (e.g. a service under test that relies on identity's tokens).
 */
export async function startIdentityTestApp(
  options: { redis?: boolean; embedded?: boolean; imports?: (Type | DynamicModule | ForwardReference)[] } = {},
): Promise<IdentityTestApp> {
  const database = options.embedded ? await embeddedDatabase() : await createTestDatabase('identity');
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-test-'));
  const bus = new InProcessEventBus();
  const redis = options.redis === false ? null : new Redis(TEST_REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const runtime: Runtime = {
    databaseUrl: database.url,
    embedded: options.embedded ?? false,
    bus,
    redis,
    tokens: new TokenSigner(TEST_TOKEN_SECRET),
    dataDir,
    publicUrl: 'http://localhost',
    devProviders: true,
  };
  const app = await createSiteApp({
    module: IdentityTestAppModule,
    imports: [RuntimeModule.forRoot(runtime), IdentityModule.register(), ...(options.imports ?? [])],
  } satisfies DynamicModule);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  return {
    app,
    url,
    runtime,
    bus,
    dataSource: identityDataSource(app),
    async call<T>(path: string, body: unknown = {}, callOptions: CallOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      if (callOptions.ip) headers['x-forwarded-for'] = callOptions.ip;
      const res = await fetch(`${url}/api/${path}`, { method: 'POST', headers, body: callOptions.raw ?? JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    },
    async close() {
      await app.close();
      await bus.close();
      await redis?.quit();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function embeddedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const pglite = await startEmbeddedPostgres({ dataDir: 'memory://' });
  return { url: pglite.url, drop: () => pglite.stop() };
}

/** Waits for a captured e-mail to `to` (the newest); the capture transport writes asynchronously. */
export async function waitForMail(dataDir: string, to: string, options: { notId?: string[]; timeoutMs?: number } = {}): Promise<CapturedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mail = (await listCapturedMail(captureDir(dataDir))).find((m) => m.to === to && !options.notId?.includes(m.id));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} captured`);
    await sleep(25);
  }
}
