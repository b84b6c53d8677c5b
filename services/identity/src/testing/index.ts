import { randomBytes } from 'node:crypto';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { captureDir, listCapturedMail, type CapturedMail, type Envelope, type ServiceDb, type StaffRole } from '@dating/platform';
import { eventually, startTestApp, type SiteClient, type TestApp, useTestApp } from '@dating/platform/testing';
import { expect } from 'vitest';
import type { IdentityOptions } from '../identity-options.js';
import { IdentityModule } from '../identity.module.js';
import { IDENTITY_DB } from '../identity.tokens.js';
import { TotpSecrets } from '../infrastructure/auth/totp-secrets.js';
import { enrollSecondFactor } from '../infrastructure/persistence/staff-second-factor.js';
import { createStaff } from '../infrastructure/persistence/staff.repository.js';
import { signInStaff, type StaffCredentials, type StaffSession, TEST_STAFF_TOTP_SECRET } from './staff-sign-in.js';

export { TEST_TOKEN_SECRET, type CallOptions } from '@dating/platform/testing';
export { signInStaff, TEST_STAFF_TOTP_SECRET, type StaffCredentials, type StaffSession } from './staff-sign-in.js';

export interface IdentityTestApp extends TestApp {
  /** identity's database: `db.query(...)` to look at or age rows, or to seed with registerMember / createStaff. */
  db: ServiceDb;
  /** POST /api/<path> through the kernel's SiteClient. */
  call: SiteClient['call'];
}

export interface IdentityTestAppOptions {
  /** Redis of this machine as the session cache (default: on), or the URL of another (an OwnRedisServer's). */
  redis?: boolean | string;
  /** In-memory PGlite instead of PostgreSQL. */
  embedded?: boolean;
  imports?: (Type | DynamicModule | ForwardReference)[];
  /** identity's own options (e.g. a short staff idle limit). */
  identity?: Partial<IdentityOptions>;
}

/**
 * identity on the kernel's test app: a fresh PostgreSQL database (or, with `embedded: true`,
 * in-memory PGlite over the wire protocol, as the embedded default runs), Redis unless
 * `redis: false`, the in-process bus and the development providers. `imports` adds other modules
 * (the session port, or a service under test that relies on identity's tokens).
 */
export async function startIdentityTestApp(options: IdentityTestAppOptions = {}): Promise<IdentityTestApp> {
  const t = await startTestApp({
    imports: [IdentityModule.register(options.identity), ...(options.imports ?? [])],
    redis: options.redis ?? true,
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

export interface TestStaff extends StaffCredentials {
  id: string;
  role: StaffRole;
  agencyId: string | null;
  name: string;
}

let staffSeq = 0;

/**
 * A staff account in the test app's database with a fresh e-mail and the password `staff-secret-1`,
 * enrolled with TEST_STAFF_TOTP_SECRET (unless `enrolled: false`, when its first sign-in enrolls).
 */
export async function createTestStaff(
  t: IdentityTestApp,
  input: { role: StaffRole; agencyId?: string | null; name?: string; email?: string; password?: string; enrolled?: boolean; ip?: string },
): Promise<TestStaff> {
  staffSeq++;
  const email = input.email ?? `staff.${staffSeq}.${randomBytes(4).toString('hex')}@example.com`;
  const password = input.password ?? 'staff-secret-1';
  const name = input.name ?? `Staff ${staffSeq}`;
  const agencyId = input.agencyId ?? (input.role === 'agency_moderator' ? 'agency-test' : null);
  const id = await createStaff(t.db, { email, name, role: input.role, agencyId, password });
  const enrolled = input.enrolled !== false;
  if (enrolled) {
    const secrets = t.app.get(TotpSecrets, { strict: false });
    await t.db.transaction((tx) => enrollSecondFactor(tx, id, secrets.seal(id, TEST_STAFF_TOTP_SECRET), 0, []));
  }
  return { id, email, password, name, role: input.role, agencyId, totpSecret: enrolled ? TEST_STAFF_TOTP_SECRET : undefined, ip: input.ip };
}

/** A new staff account of `role`, signed in through the real flow (password, then TOTP): its token and credentials. */
export async function signInNewStaff(
  t: IdentityTestApp,
  role: StaffRole,
  input: { agencyId?: string | null; name?: string; ip?: string } = {},
): Promise<StaffSession & { account: TestStaff }> {
  const account = await createTestStaff(t, { role, ...input });
  return { ...(await signInStaff(t.site, account)), account };
}
