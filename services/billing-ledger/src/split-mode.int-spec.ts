import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  createSiteApp,
  type Envelope,
  generateServiceKeyPair,
  GrpcEndpoint,
  type Runtime,
  type ServiceDb,
  ServiceTokenSigner,
  ServiceTokenVerifier,
  SiteError,
  TokenSigner,
} from '@dating/platform';
import { createTestDatabase, nextClientAddress, testRuntime } from '@dating/platform/testing';
import { SESSION_GRPC_ENDPOINT, sessionGrpcEndpoint } from '@dating/identity';
import { GrpcSessionClient, IDENTITY_SERVICE_NAME, RemoteSessionVerifier, SESSION_CHECK_CACHE_MS } from '@dating/identity/contracts';
import { signInNewStaff, TEST_TOKEN_SECRET, useIdentityTestApp } from '@dating/identity/testing';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrpcLedgerPort, LedgerCallError } from './api/ledger-port/ledger-grpc.client.js';
import { LEDGER_SERVICE_NAME } from './api/ledger-port/ledger-grpc.definition.js';
import { LedgerService } from './application/ledger.service.js';
import { BILLING_DB } from './billing-tokens.js';
import { BillingLedgerSplitModule, LEDGER_GRPC_ENDPOINT } from './split-mode.js';
import { openTestAccount } from './testing/ledger-fixtures.js';

// identity and billing-ledger as two split-mode apps, neither with Redis: billing verifies member
// and staff tokens over identity's SessionService, and serves its own ledger port; every gRPC call
// between them is signed with dev key pairs made here.
const billingKeys = generateServiceKeyPair();
const mailKeys = generateServiceKeyPair();

const identity = useIdentityTestApp({
  redis: false,
  imports: [
    sessionGrpcEndpoint({
      host: '127.0.0.1',
      port: 0,
      callers: new ServiceTokenVerifier(IDENTITY_SERVICE_NAME, new Map([[LEDGER_SERVICE_NAME, billingKeys.publicKey]])),
    }),
  ],
});
let identityGrpc: string;
let runtime: Runtime;
let billing: NestExpressApplication;
let billingClosed = false;
let billingUrl: string;
let ledgerGrpc: string;
let dropBilling: () => Promise<void>;
let dataDir: string;
let seq = 0;

async function registerMan(credits = 50): Promise<{ token: string; id: string }> {
  seq++;
  const res = await identity.call<{ access_token: string; user_id: number }>(
    'member/registration',
    { name: 'Split Mode', email: `split.${seq}.${Date.now().toString(36)}@example.com`, password: 'secret-1', user_type: 'man', captcha: 'ok' },
    { ip: nextClientAddress() },
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: true });
  const id = String(res.body.result!.user_id);
  await openTestAccount(billing.get<ServiceDb>(BILLING_DB), billing.get(LedgerService), { accountId: id, credits });
  return { token: res.body.result!.access_token, id };
}

async function balance(token: string): Promise<{ status: number; body: Envelope<{ credits: number }> }> {
  const res = await fetch(`${billingUrl}/api/credit/get-balance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Envelope<{ credits: number }> };
}

async function staffToken(role: 'finance' | 'site_moderator'): Promise<string> {
  return (await signInNewStaff(identity, role, { ip: nextClientAddress() })).token;
}

beforeAll(async () => {
  identityGrpc = `127.0.0.1:${GrpcEndpoint.of(identity.app, SESSION_GRPC_ENDPOINT).port}`;

  const database = await createTestDatabase('billing_split');
  dropBilling = database.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'billing-split-'));
  // The test is billing's host here: it made the runtime's bus, so it closes it after the app.
  runtime = testRuntime({ databaseUrl: database.url, dataDir });
  billing = await createSiteApp(
    BillingLedgerSplitModule.register(runtime, [], {
      grpc: { host: '127.0.0.1', port: 0 },
      callers: new ServiceTokenVerifier(LEDGER_SERVICE_NAME, new Map([['mail', mailKeys.publicKey]])),
      identity: { address: identityGrpc, signer: new ServiceTokenSigner(LEDGER_SERVICE_NAME, billingKeys.privateKey) },
    }),
  );
  await billing.listen(0, '127.0.0.1');
  billingUrl = `http://127.0.0.1:${(billing.getHttpServer().address() as { port: number }).port}`;
  ledgerGrpc = `127.0.0.1:${GrpcEndpoint.of(billing, LEDGER_GRPC_ENDPOINT).port}`;
});

// Runs before identity's app closes (after-hooks run in reverse): billing asks identity until it has stopped.
afterAll(async () => {
  if (!billingClosed) await billing?.close();
  await runtime?.bus.close();
  await dropBilling?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('split-mode billing-ledger and identity sessions, without Redis', () => {
  it('refuses a signed-out token on the next request', async () => {
    const man = await registerMan();
    expect(await balance(man.token)).toMatchObject({ status: 200, body: { status: true, result: { credits: 50 } } });

    expect((await identity.call('member/sign-out', {}, { token: man.token })).body).toMatchObject({ status: true });
    // Billing saw the token just before: its answer from identity is believed for SESSION_CHECK_CACHE_MS at most.
    await sleep(SESSION_CHECK_CACHE_MS + 50);
    expect(await balance(man.token)).toMatchObject({ status: 401, body: { status: false, code: 401 } });
  });

  it('refuses at once a token it had not seen before the sign-out', async () => {
    const man = await registerMan();
    expect((await identity.call('member/sign-out', {}, { token: man.token })).body).toMatchObject({ status: true });
    expect(await balance(man.token)).toMatchObject({ status: 401, body: { status: false, code: 401 } });
  });

  it('takes staff roles from identity, and ends a staff session likewise', async () => {
    const finance = await staffToken('finance');
    const moderator = await staffToken('site_moderator');
    const openHolds = (token: string) => fetch(`${billingUrl}/admin-api/open-holds`, { headers: { authorization: `Bearer ${token}` } });
    expect((await openHolds(finance)).status).toBe(200);
    expect((await openHolds(moderator)).status).toBe(403);

    expect((await identity.site.admin('POST', 'auth/sign-out', { token: finance })).body).toEqual({ signed_out: true });
    await sleep(SESSION_CHECK_CACHE_MS + 50);
    expect((await openHolds(finance)).status).toBe(401);
  });

  it('serves the ledger port to its signed callers only', async () => {
    const man = await registerMan(30);
    const mail = new GrpcLedgerPort(ledgerGrpc, { signer: new ServiceTokenSigner('mail', mailKeys.privateKey) });
    const impostor = new GrpcLedgerPort(ledgerGrpc, { signer: new ServiceTokenSigner('mail', generateServiceKeyPair().privateKey) });
    try {
      expect((await mail.charge({ accountId: man.id, idempotencyKey: `letter:${man.id}`, service: 'write_letter', reference: 'l' })).balance?.available).toBe(
        20n,
      );
      const refused = await impostor.charge({ accountId: man.id, idempotencyKey: `letter:${man.id}:2`, service: 'write_letter' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(LedgerCallError);
      expect(refused).toMatchObject({ grpcCode: status.UNAUTHENTICATED });
      expect((await mail.getBalance({ accountId: man.id })).balance?.available).toBe(20n);
    } finally {
      mail.close();
      impostor.close();
    }
  });
});

describe('RemoteSessionVerifier when identity cannot answer', () => {
  it('refuses with 10400 (HTTP 503), never lets the token through', async () => {
    const man = await registerMan();
    const tokens = new TokenSigner(TEST_TOKEN_SECRET);
    const cases = [
      // identity does not know this caller's key: it answers UNAUTHENTICATED.
      new GrpcSessionClient(identityGrpc, { signer: new ServiceTokenSigner(LEDGER_SERVICE_NAME, generateServiceKeyPair().privateKey) }),
      // nothing listens there.
      new GrpcSessionClient('127.0.0.1:1', { signer: new ServiceTokenSigner(LEDGER_SERVICE_NAME, billingKeys.privateKey), deadlineMs: 500 }),
    ];
    for (const client of cases) {
      try {
        const refused = await new RemoteSessionVerifier(tokens, client).verify(man.token).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(SiteError);
        expect(refused).toMatchObject({ code: 10400, httpStatus: 503 });
      } finally {
        client.close();
      }
    }
    const verifier = new RemoteSessionVerifier(
      tokens,
      new GrpcSessionClient(identityGrpc, { signer: new ServiceTokenSigner(LEDGER_SERVICE_NAME, billingKeys.privateKey) }),
    );
    expect(await verifier.verify(man.token)).toMatchObject({ kind: 'member', id: man.id, userType: 'man' });
  });
});

describe('closing the split-mode app', () => {
  it("stops serving the ledger port and leaves the runtime's bus to its host", async () => {
    billingClosed = true;
    await billing.close();
    expect(await runtime.bus.healthy()).toBe(true);
    const mail = new GrpcLedgerPort(ledgerGrpc, { signer: new ServiceTokenSigner('mail', mailKeys.privateKey), deadlineMs: 1_000 });
    try {
      const refused = await mail.getBalance({ accountId: '1' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(LedgerCallError);
      expect(refused).toMatchObject({ grpcCode: status.UNAVAILABLE });
    } finally {
      mail.close();
    }
  });
});
