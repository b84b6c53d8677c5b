import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ACCESS_TOKEN_VERIFIER,
  type AccessTokenVerifier,
  createSiteApp,
  InProcessEventBus,
  type Principal,
  type Runtime,
  RuntimeModule,
  SiteError,
  type StaffRole,
  STAFF_ROLES,
  TokenSigner,
} from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { LedgerService } from '../application/ledger.service.js';
import { BillingLedgerModule } from '../billing-ledger.module.js';
import { BILLING_SQL } from '../billing-tokens.js';
import type { Sql } from '../infrastructure/ledger-store.js';
import { openTestAccount } from './ledger-fixtures.js';

/**
 * Test tokens: `staff:<role>` is a staff member of that role (id `staff-<role>`), a token starting
 * with `woman` is a woman, any other token is a man whose member id is the token itself.
 */
export const testTokenVerifier: AccessTokenVerifier = {
  async verify(token: string): Promise<Principal> {
    if (token.startsWith('staff:')) {
      const role = token.slice('staff:'.length) as StaffRole;
      if (!STAFF_ROLES.includes(role)) throw new SiteError(401);
      return { kind: 'staff', id: `staff-${role}`, sessionId: 's', role, agencyId: null };
    }
    return { kind: 'member', id: token, sessionId: 's', userType: token.startsWith('woman') ? 'woman' : 'man' };
  },
};

@Global()
@Module({})
class TestAuthModule {
  static register(): DynamicModule {
    return { module: TestAuthModule, providers: [{ provide: ACCESS_TOKEN_VERIFIER, useValue: testTokenVerifier }], exports: [ACCESS_TOKEN_VERIFIER] };
  }
}

@Module({})
class BillingTestModule {}

export interface BillingTestApp {
  app: NestExpressApplication;
  /** Where the app listens (also `runtime.publicUrl`). */
  url: string;
  runtime: Runtime;
  sql: Sql;
  ledger: LedgerService;
  /** Registers a man in billing and opens his account, with `credits` granted up front. */
  openMan(memberId: string, credits?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The billing-ledger module alone in a Nest app on a fresh PostgreSQL database, listening on a
 * free port, with test tokens (see testTokenVerifier) and the in-process bus.
 */
export async function createBillingTestApp(options: { devProviders?: boolean; env?: Record<string, string> } = {}): Promise<BillingTestApp> {
  Object.assign(process.env, options.env ?? {});
  const database = await createTestDatabase('billing');
  const dataDir = mkdtempSync(join(tmpdir(), 'billing-'));
  const bus = new InProcessEventBus();
  const runtime: Runtime = {
    databaseUrl: database.url,
    embedded: false,
    bus,
    redis: null,
    tokens: new TokenSigner('test-secret-test-secret-test-secret-0123'),
    dataDir,
    publicUrl: 'http://127.0.0.1:0',
    devProviders: options.devProviders ?? true,
  };
  const root: DynamicModule = {
    module: BillingTestModule,
    imports: [RuntimeModule.forRoot(runtime), TestAuthModule.register(), BillingLedgerModule.register()],
  };
  const app = await createSiteApp(root);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  runtime.publicUrl = url;
  const sql = app.get<Sql>(BILLING_SQL);
  const ledger = app.get(LedgerService);
  return {
    app,
    url,
    runtime,
    sql,
    ledger,
    async openMan(memberId, credits = 0) {
      await openTestAccount(sql, ledger, { accountId: memberId, credits, name: `Test ${memberId}`, grantId: `test-grant:${memberId}` });
    },
    async close() {
      await app.close();
      await bus.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
