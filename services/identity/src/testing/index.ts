import { randomBytes } from 'node:crypto';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { captureDir, listCapturedMail, type CapturedMail, type ServiceDb, type StaffRole } from '@dating/platform';
import { eventually, startTestApp, type SiteClient, type TestApp } from '@dating/platform/testing';
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
  /** @deprecated billing's split-mode spec still hands this to createStaff; use `db`. */
  dataSource: ServiceDb['dataSource'];
  /** POST /api/<path> through the kernel's SiteClient. */
  call: SiteClient['call'];
}

/**
 * identity on the kernel's test app: a fresh PostgreSQL database (or, with `embedded: true`,
 * in-memory PGlite over the wire protocol, as the embedded default runs), Redis unless
 * `redis: false`, the in-process bus and the development providers. `imports` adds other modules
 * (the session port, or a service under test that relies on identity's tokens).
 */
export async function startIdentityTestApp(
  options: { redis?: boolean; embedded?: boolean; imports?: (Type | DynamicModule | ForwardReference)[]; identity?: Partial<IdentityOptions> } = {},
): Promise<IdentityTestApp> {
  const t = await startTestApp({
    imports: [IdentityModule.register(options.identity), ...(options.imports ?? [])],
    redis: options.redis !== false,
    embedded: options.embedded,
  });
  const db = t.app.get<ServiceDb>(IDENTITY_DB, { strict: false });
  return Object.assign(t, { db, dataSource: db.dataSource, call: t.site.call.bind(t.site) });
}

/** Waits for a captured e-mail to `to` (the newest); the capture transport writes after the answer. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const mail = await eventually(async () => (await listCapturedMail(captureDir(dataDir))).find((m) => m.to === to), Boolean, timeoutMs);
  if (!mail) throw new Error(`no e-mail to ${to} captured`);
  return mail;
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
