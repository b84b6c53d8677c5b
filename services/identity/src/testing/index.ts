import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { captureDir, listCapturedMail, type CapturedMail, type Envelope, type ServiceDb } from '@dating/platform';
import { eventually, startTestApp, type SiteClient, type TestApp, useTestApp } from '@dating/platform/testing';
import { expect } from 'vitest';
import { IdentityModule } from '../identity.module.js';
import { IDENTITY_DB } from '../identity.tokens.js';

export { TEST_TOKEN_SECRET, type CallOptions } from '@dating/platform/testing';

export interface IdentityTestApp extends TestApp {
  /** identity's database: `db.query(...)` to look at or age rows, or to seed with registerMember / createStaff. */
  db: ServiceDb;
  /** POST /api/<path> through the kernel's SiteClient. */
  call: SiteClient['call'];
}

export interface IdentityTestAppOptions {
  /** Redis of this machine as the session cache (default: on). */
  redis?: boolean;
  /** In-memory PGlite instead of PostgreSQL. */
  embedded?: boolean;
  imports?: (Type | DynamicModule | ForwardReference)[];
}

/**
 * identity on the kernel's test app: a fresh PostgreSQL database (or, with `embedded: true`,
 * in-memory PGlite over the wire protocol, as the embedded default runs), Redis unless
 * `redis: false`, the in-process bus and the development providers. `imports` adds other modules
 * (the session port, or a service under test that relies on identity's tokens).
 */
export async function startIdentityTestApp(options: IdentityTestAppOptions = {}): Promise<IdentityTestApp> {
  const t = await startTestApp({
    imports: [IdentityModule.register(), ...(options.imports ?? [])],
    redis: options.redis !== false,
    embedded: options.embedded,
  });
  const db = t.app.get<ServiceDb>(IDENTITY_DB, { strict: false });
  return Object.assign(t, { db, call: t.site.call.bind(t.site) });
}

/** Waits for a captured e-mail to `to` (the newest); the capture transport writes after the answer. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const mail = await eventually(async () => (await listCapturedMail(captureDir(dataDir))).find((m) => m.to === to), Boolean, timeoutMs);
  if (!mail) throw new Error(`no e-mail to ${to} captured`);
  return mail;
}

/** startIdentityTestApp before the tests of this file (or `describe`), closed after them: see the kernel's useTestApp. */
export function useIdentityTestApp(options: IdentityTestAppOptions = {}): IdentityTestApp {
  return useTestApp(() => startIdentityTestApp(options));
}

/** A request refused by one of identity's throttles: 10034, HTTP 429, with the wait in `retry_after_seconds` and in words. */
export function expectTooManyAttempts(res: { status: number; body: Envelope }): void {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toMatchObject({ status: false, result: null, code: 10034, error: { retry_after_seconds: expect.any(Number) } });
  expect(res.body.desc).toMatch(/^Too many attempts\. Try again in (1 minute|\d+ minutes)$/);
}
