import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { captureDir, listCapturedMail, type CapturedMail, type ServiceDb } from '@dating/platform';
import { eventually, startTestApp, type SiteClient, type TestApp } from '@dating/platform/testing';
import { IdentityModule } from '../identity.module.js';
import { IDENTITY_DB } from '../identity.tokens.js';

export { TEST_TOKEN_SECRET, type CallOptions } from '@dating/platform/testing';

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
  options: { redis?: boolean; embedded?: boolean; imports?: (Type | DynamicModule | ForwardReference)[] } = {},
): Promise<IdentityTestApp> {
  const t = await startTestApp({
    imports: [IdentityModule.register(), ...(options.imports ?? [])],
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
