import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSiteApp, InProcessEventBus, type Runtime, TokenSigner } from '@dating/platform';
import { createTestDatabase, SiteClient } from '@dating/platform/testing';
import { seedBillingDemo } from '@dating/billing-ledger';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, type DemoSignIn, seedIdentityDemo } from '@dating/identity';
import { signInStaff } from '@dating/identity/testing';
import { AllInOneModule } from '../app.module.js';

export interface AllInOneTestApp {
  app: NestExpressApplication;
  url: string;
  /** The test database's URL (every service's schema). */
  databaseUrl: string;
  site: SiteClient;
  demo: DemoSignIn[];
  /** A demo member's Site API token (`john@demo.local`, `anna@demo.local`, ...). */
  memberToken(email: string): Promise<string>;
  /** A demo staff member's admin API token, through the real password + TOTP sign-in. */
  staffToken(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole product in this process, as the embedded default composes it, on a fresh PostgreSQL
 * database with the in-process bus and the development providers, seeded with the demo (members,
 * credits, staff enrolled with the dev TOTP secret).
 */
export async function startAllInOneTestApp(name = 'all_in_one'): Promise<AllInOneTestApp> {
  const database = await createTestDatabase(name);
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const bus = new InProcessEventBus();
  const runtime: Runtime = {
    databaseUrl: database.url,
    embedded: false,
    bus,
    redis: null,
    tokens: new TokenSigner('f'.repeat(40)),
    dataDir,
    publicUrl: 'http://localhost',
    devProviders: true,
  };
  const app = await createSiteApp(AllInOneModule.register(runtime, []));
  await app.init();
  const demo = await seedIdentityDemo(app, { staffTotpSecret: DEMO_STAFF_TOTP_SECRET });
  await seedBillingDemo(
    app,
    demo.filter((s) => s.role === 'man').map((s) => String(s.id)),
  );
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const site = new SiteClient(url);
  let address = 0;
  const ip = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  return {
    app,
    url,
    databaseUrl: database.url,
    site,
    demo,
    async memberToken(email) {
      const res = await site.call<{ access_token: string }>('member/sign-in', { email, password: DEMO_PASSWORD }, { ip: ip() });
      if (!res.body.status) throw new Error(`demo member ${email} could not sign in: ${JSON.stringify(res.body)}`);
      return res.body.result!.access_token;
    },
    async staffToken(email) {
      return (await signInStaff(site, { email, password: DEMO_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET, ip: ip() })).token;
    },
    async close() {
      await app.close();
      await bus.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
