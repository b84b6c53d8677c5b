import type { ServiceDb } from '@dating/platform';
import { FakeAuthModule, startTestApp, type TestApp } from '@dating/platform/testing';
import { LedgerService } from '../application/ledger.service.js';
import { BillingLedgerModule } from '../billing-ledger.module.js';
import { BILLING_DB } from '../billing-tokens.js';
import { openTestAccount } from './ledger-fixtures.js';

export interface BillingTestApp extends TestApp {
  db: ServiceDb;
  ledger: LedgerService;
  /** Registers a man in billing and opens his account, with `credits` granted up front. */
  openMan(memberId: string, credits?: number): Promise<void>;
}

/**
 * The billing-ledger module alone on the kernel's test app (fresh PostgreSQL database, real port,
 * in-process bus; `embedded`: in-memory PGlite instead) with FakeAuthModule's tokens; `env` is set
 * before the module reads it.
 */
export async function startBillingTestApp(options: { devProviders?: boolean; env?: Record<string, string>; embedded?: boolean } = {}): Promise<BillingTestApp> {
  Object.assign(process.env, options.env ?? {});
  const t = await startTestApp({ imports: [FakeAuthModule, BillingLedgerModule.register()], devProviders: options.devProviders, embedded: options.embedded });
  const db = t.app.get<ServiceDb>(BILLING_DB);
  const ledger = t.app.get(LedgerService);
  return {
    ...t,
    db,
    ledger,
    openMan: (memberId, credits = 0) =>
      openTestAccount(db, ledger, { accountId: memberId, credits, name: `Test ${memberId}`, grantId: `test-grant:${memberId}` }).then(() => undefined),
  };
}
