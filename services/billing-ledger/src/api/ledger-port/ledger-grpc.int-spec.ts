import { randomUUID } from 'node:crypto';
import { generateServiceKeyPair, runWithContext, type ServiceDb, ServiceTokenSigner, ServiceTokenVerifier, SiteError } from '@dating/platform';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerService } from '../../application/ledger.service.js';
import { SERVICES } from '../../domain/index.js';
import { type BillingTestApp, startBillingTestApp } from '../../testing/billing-test-app.js';
import { addTestWoman, openTestAccount } from '../../testing/ledger-fixtures.js';
import { CqrsLedgerPort } from './in-process-ledger.port.js';
import { GrpcLedgerPort, LedgerCallError } from './ledger-grpc.client.js';
import { LEDGER_SERVICE_NAME } from './ledger-grpc.definition.js';
import { type LedgerGrpcServer, startLedgerGrpcServer } from './ledger-grpc.server.js';
import { LEDGER_PORT, type LedgerPort } from './ledger.port.js';

let t: BillingTestApp;
let db: ServiceDb;
let ledger: LedgerService;
let inProcess: LedgerPort;
let server: LedgerGrpcServer;
let grpc: GrpcLedgerPort;

// One caller allowed every service, so a single client can drive every call (what real callers may
// do is pinned in ledger-grpc.auth.int-spec.ts).
const keys = generateServiceKeyPair();
const signer = new ServiceTokenSigner('ledger-test', keys.privateKey);
const callers = new ServiceTokenVerifier(LEDGER_SERVICE_NAME, new Map([['ledger-test', keys.publicKey]]));
const permissions = { 'ledger-test': { charge: SERVICES, holds: SERVICES, balance: true } };

const openMan = (credits: number) => openTestAccount(db, ledger, { credits });
const addWoman = () => addTestWoman(db);

/** The SiteError a call is refused with (fails the test when it is anything else). */
async function refusal(call: Promise<unknown>): Promise<SiteError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SiteError);
  return err as SiteError;
}

const balance = (accountId: string, posted: number, held: number) => ({
  accountId,
  posted: BigInt(posted),
  held: BigInt(held),
  available: BigInt(posted - held),
});

// The module's LEDGER_PORT in-process; over gRPC, the port split mode serves (refusals as DomainErrors, answered by the kernel's server).
beforeAll(async () => {
  t = await startBillingTestApp();
  db = t.db;
  ledger = t.ledger;
  inProcess = t.app.get<LedgerPort>(LEDGER_PORT);
  server = await startLedgerGrpcServer(t.app.get(CqrsLedgerPort), { host: '127.0.0.1', port: 0, callers, permissions, sql: db });
  grpc = new GrpcLedgerPort(`127.0.0.1:${server.port}`, { signer });
});

afterAll(async () => {
  grpc?.close();
  await server?.stop();
  await t?.close();
});

describe('LedgerPort over gRPC', () => {
  it('reads a balance', async () => {
    const accountId = await openMan(100);
    const answer = await grpc.getBalance({ accountId });
    expect(answer.balance).toMatchObject(balance(accountId, 100, 0));
    expect(answer).toEqual(await inProcess.getBalance({ accountId }));
  });

  it('charges at the price-list price, and a replayed idempotency key answers the same and charges once', async () => {
    const accountId = await openMan(100);
    const request = { accountId, idempotencyKey: `letter:${accountId}:1`, service: 'write_letter', quantity: 1n, reference: 'letter-1' };
    const first = await grpc.charge(request);
    expect(first.amount).toBe(10n);
    expect(first.chargeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.balance).toMatchObject(balance(accountId, 90, 0));

    expect(await grpc.charge(request)).toEqual(first);
    expect(await inProcess.charge(request)).toEqual(first);
    expect((await grpc.getBalance({ accountId })).balance).toMatchObject(balance(accountId, 90, 0));
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsCharged'`, [accountId]);
    expect(n).toBe(1);
  });

  it('holds, captures part and releases the rest', async () => {
    const accountId = await openMan(100);
    const held = await grpc.hold({ accountId, idempotencyKey: `hold:${accountId}`, service: 'text_chat', amount: 30n, reference: 'room-1', ttlSeconds: 60n });
    expect(held.holdId).toMatch(/^[0-9a-f-]{36}$/);
    expect(held.balance).toMatchObject(balance(accountId, 100, 30));

    const captured = await grpc.capture({ accountId, idempotencyKey: `capture:${accountId}`, holdId: held.holdId, amount: 20n });
    expect(captured.chargeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(captured.balance).toMatchObject(balance(accountId, 80, 10));

    const released = await grpc.release({ accountId, idempotencyKey: `release:${accountId}`, holdId: held.holdId });
    expect(released.released).toBe(10n);
    expect(released.balance).toMatchObject(balance(accountId, 80, 0));
    expect((await grpc.getBalance({ accountId })).balance).toMatchObject(balance(accountId, 80, 0));
  });

  it('turns refusals back into the same SiteError the in-process port throws', async () => {
    const poor = await openMan(5);
    const woman = await addWoman();
    const missingHold = randomUUID();
    const cases: [string, (port: LedgerPort) => Promise<unknown>, number][] = [
      ['insufficient balance', (p) => p.charge({ accountId: poor, idempotencyKey: `poor:${randomUUID()}`, service: 'write_letter' }), 10025],
      ['a woman charged', (p) => p.charge({ accountId: woman, idempotencyKey: `woman:${randomUUID()}`, service: 'write_letter' }), 10024],
      ['a woman asked for her balance', (p) => p.getBalance({ accountId: woman }), 10024],
      ['missing account id', (p) => p.charge({ idempotencyKey: `x:${randomUUID()}`, service: 'write_letter' }), 10001],
      ['missing account id on a balance', (p) => p.getBalance({}), 10001],
      ['unknown service', (p) => p.charge({ accountId: poor, idempotencyKey: `u:${randomUUID()}`, service: 'télépathie' }), 10002],
      ['unknown account', (p) => p.getBalance({ accountId: `m-${randomUUID()}` }), 10005],
      ['unknown hold', (p) => p.release({ accountId: poor, idempotencyKey: `r:${randomUUID()}`, holdId: missingHold }), 10404],
    ];
    for (const [what, call, code] of cases) {
      const remote = await refusal(call(grpc));
      const local = await refusal(call(inProcess));
      expect({ what, code: remote.code }).toEqual({ what, code });
      expect({ what, desc: remote.desc, details: remote.details, httpStatus: remote.httpStatus }).toEqual({
        what,
        desc: local.desc,
        details: local.details,
        httpStatus: local.httpStatus,
      });
    }
    expect((await grpc.getBalance({ accountId: poor })).balance).toMatchObject(balance(poor, 5, 0));
  });

  it('answers a scripted session identically in-process and over gRPC', async () => {
    const script = async (port: LedgerPort, accountId: string) => {
      const outcomes: unknown[] = [];
      const step = async (call: () => Promise<unknown>) => {
        try {
          outcomes.push(await call());
        } catch (err) {
          outcomes.push(err instanceof SiteError ? { code: err.code, desc: err.desc, details: err.details } : err);
        }
      };
      let holdId = '';
      await step(() => port.getBalance({ accountId }));
      await step(() => port.charge({ accountId, idempotencyKey: `${accountId}:c1`, service: 'write_letter', reference: 'l1' }));
      await step(() => port.charge({ accountId, idempotencyKey: `${accountId}:c1`, service: 'write_letter', reference: 'l1' }));
      await step(() => port.charge({ accountId, idempotencyKey: `${accountId}:c1`, service: 'write_letter', reference: 'other' }));
      await step(async () => {
        const held = await port.hold({ accountId, idempotencyKey: `${accountId}:h1`, service: 'text_chat', amount: 15n, reference: 'room' });
        holdId = held.holdId;
        return held;
      });
      await step(() => port.charge({ accountId, idempotencyKey: `${accountId}:c2`, service: 'gift', unitPrice: 10n, reference: 'rose' }));
      await step(() => port.capture({ accountId, idempotencyKey: `${accountId}:cap`, holdId, amount: 20n }));
      await step(() => port.capture({ accountId, idempotencyKey: `${accountId}:cap2`, holdId, amount: 5n }));
      await step(() => port.release({ accountId, idempotencyKey: `${accountId}:rel`, holdId }));
      await step(() => port.release({ accountId, idempotencyKey: `${accountId}:rel2`, holdId }));
      await step(() => port.getBalance({ accountId }));
      // Generated ids and the account differ between the two runs; everything else must not.
      return JSON.parse(
        JSON.stringify(outcomes, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))
          .replaceAll(accountId, '<account>')
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>'),
      ) as unknown;
    };
    const local = await script(inProcess, await openMan(30));
    const remote = await script(grpc, await openMan(30));
    expect(remote).toEqual(local);
    expect(JSON.stringify(local)).toContain('"code":10025');
    expect(JSON.stringify(local)).toContain('"code":10027');
    expect(JSON.stringify(local)).toContain('"code":10034');
  });

  it('carries the caller’s correlation id into the ledger events', async () => {
    const accountId = await openMan(20);
    await runWithContext({ correlationId: 'corr-grpc-1' }, () =>
      grpc.charge({ accountId, idempotencyKey: `corr:${accountId}`, service: 'write_letter', reference: 'x' }),
    );
    const [{ correlation_id }] = await db.query(`SELECT correlation_id FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsCharged'`, [
      accountId,
    ]);
    expect(correlation_id).toBe('corr-grpc-1');
  });

  it('answers an unexpected failure as a bare INTERNAL, and gives up at the deadline', async () => {
    const broken = {
      charge: async () => {
        throw new Error('connection to postgres://ledger:hunter2@db failed');
      },
      getBalance: () => new Promise(() => undefined),
    } as unknown as LedgerPort;
    const brokenServer = await startLedgerGrpcServer(broken, { port: 0, shutdownGraceMs: 100, callers, permissions, sql: db });
    const client = new GrpcLedgerPort(`127.0.0.1:${brokenServer.port}`, { signer, deadlineMs: 300 });
    try {
      const internal = await client.charge({ accountId: 'a', idempotencyKey: 'k', service: 'write_letter' }).catch((e: unknown) => e);
      expect(internal).toBeInstanceOf(LedgerCallError);
      expect(internal).toMatchObject({ grpcCode: status.INTERNAL, method: 'charge' });
      expect(String((internal as Error).message)).not.toContain('hunter2');

      const late = await client.getBalance({ accountId: 'a' }).catch((e: unknown) => e);
      expect(late).toMatchObject({ grpcCode: status.DEADLINE_EXCEEDED, method: 'getBalance' });
    } finally {
      client.close();
      await brokenServer.stop();
    }
  });
});
