import { randomUUID } from 'node:crypto';
import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import {
  generateServiceKeyPair,
  type ServiceDb,
  type ServiceKeyPair,
  servicePrivateKey,
  ServiceTokenSigner,
  ServiceTokenVerifier,
  SiteError,
} from '@dating/platform';
import { LedgerService as LedgerServiceDesc } from '@dating/proto/billing/v1/ledger_pb';
import { Client, credentials, Metadata, type ServiceError, status } from '@grpc/grpc-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerService } from '../../application/ledger.service.js';
import { type BillingTestApp, startBillingTestApp } from '../../testing/billing-test-app.js';
import { openTestAccount } from '../../testing/ledger-fixtures.js';
import { CqrsLedgerPort } from './in-process-ledger.port.js';
import { GrpcLedgerPort, LedgerCallError } from './ledger-grpc.client.js';
import { LEDGER_SERVICE_DEFINITION, LEDGER_SERVICE_NAME, type LedgerMethod } from './ledger-grpc.definition.js';
import { type LedgerGrpcServer, startLedgerGrpcServer } from './ledger-grpc.server.js';

let t: BillingTestApp;
let db: ServiceDb;
let ledger: LedgerService;
let server: LedgerGrpcServer;
let raw: Client;
const ports: Record<string, GrpcLedgerPort> = {};

// A dev key pair per service, made here; the server knows the public keys of the real callers.
const keys: Record<string, ServiceKeyPair> = Object.fromEntries(['mail', 'chat-room', 'profiles', 'stranger'].map((s) => [s, generateServiceKeyPair()]));
const knownCallers = new Map(['mail', 'chat-room', 'profiles'].map((s) => [s, keys[s]!.publicKey]));
const port = (service: string) => ports[service]!;

/** A service token as a caller (or an attacker) would build it. */
async function token(options: { service: string; key: ServiceKeyPair; audience?: string; method: LedgerMethod; expiresIn?: number }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ rpc: LEDGER_SERVICE_DEFINITION[options.method].path })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: options.service })
    .setIssuer(options.service)
    .setSubject(options.service)
    .setAudience(options.audience ?? LEDGER_SERVICE_NAME)
    .setJti(randomUUID())
    .setIssuedAt(now - 120)
    .setExpirationTime(now + (options.expiresIn ?? 60))
    .sign(servicePrivateKey(options.key.privateKey));
}

/** One call on a bare channel: only the metadata we give, no client-side signing. */
function rawCall(method: LedgerMethod, request: MessageInitShape<DescMessage>, bearer?: string): Promise<{ code: status; details: string } | { ok: unknown }> {
  const definition = LEDGER_SERVICE_DEFINITION[method];
  const metadata = new Metadata();
  if (bearer) metadata.set('authorization', `Bearer ${bearer}`);
  const message = create<DescMessage>(LedgerServiceDesc.method[method].input, request);
  return new Promise((resolve) => {
    raw.makeUnaryRequest(
      definition.path,
      definition.requestSerialize,
      definition.responseDeserialize,
      message,
      metadata,
      { deadline: Date.now() + 5_000 },
      (err: ServiceError | null, response?: unknown) => resolve(err ? { code: err.code, details: err.details } : { ok: response }),
    );
  });
}

async function available(accountId: string): Promise<number> {
  const [row] = await db.query(`SELECT posted - held AS available FROM billing.accounts WHERE id = $1`, [accountId]);
  return Number(row.available);
}

async function eventCount(accountId: string): Promise<number> {
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1`, [accountId]);
  return n as number;
}

/** The error a call fails with (fails the test when it succeeds). */
async function failure(call: Promise<unknown>): Promise<unknown> {
  const outcome = await call.then(
    () => 'succeeded',
    (e: unknown) => e,
  );
  expect(outcome).not.toBe('succeeded');
  return outcome;
}

beforeAll(async () => {
  t = await startBillingTestApp();
  db = t.db;
  ledger = t.ledger;
  server = await startLedgerGrpcServer(t.app.get(CqrsLedgerPort), {
    host: '127.0.0.1',
    port: 0,
    callers: new ServiceTokenVerifier(LEDGER_SERVICE_NAME, knownCallers),
    sql: db,
  });
  raw = new Client(`127.0.0.1:${server.port}`, credentials.createInsecure());
  for (const [service, pair] of Object.entries(keys)) {
    ports[service] = new GrpcLedgerPort(`127.0.0.1:${server.port}`, { signer: new ServiceTokenSigner(service, pair.privateKey) });
  }
});

afterAll(async () => {
  raw?.close();
  for (const p of Object.values(ports)) p.close();
  await server?.stop();
  await t?.close();
});

describe('who may call the ledger port', () => {
  it('refuses a Charge without a service token as UNAUTHENTICATED, and spends nothing', async () => {
    const accountId = await openTestAccount(db, ledger, { credits: 200 });
    const before = await eventCount(accountId);
    const answer = await rawCall('charge', { accountId, idempotencyKey: `anon:${accountId}`, service: 'private_photo_buy', quantity: 1n, reference: 'p1' });
    expect(answer).toMatchObject({ code: status.UNAUTHENTICATED });
    expect(await available(accountId)).toBe(200);
    expect(await eventCount(accountId)).toBe(before);
  });

  it('refuses expired, foreign-audience, unknown-service and garbage tokens as UNAUTHENTICATED', async () => {
    const accountId = await openTestAccount(db, ledger, { credits: 100 });
    const request = () => ({ accountId, idempotencyKey: `bad:${randomUUID()}`, service: 'write_letter', reference: 'l' });
    const mail = keys.mail!;
    const stranger = keys.stranger!;
    const cases: [string, string][] = [
      ['expired', await token({ service: 'mail', key: mail, method: 'charge', expiresIn: -30 })],
      ['another audience', await token({ service: 'mail', key: mail, method: 'charge', audience: 'identity' })],
      ['an unknown service', await token({ service: 'stranger', key: stranger, method: 'charge' })],
      ['a known name signed with another key', await token({ service: 'mail', key: stranger, method: 'charge' })],
      ['a token for another method', await token({ service: 'mail', key: mail, method: 'getBalance' })],
      ['a lifetime too long', await token({ service: 'mail', key: mail, method: 'charge', expiresIn: 3600 })],
      ['garbage', 'not-a-token'],
    ];
    for (const [what, bearer] of cases) {
      expect({ what, answer: await rawCall('charge', request(), bearer) }).toMatchObject({ what, answer: { code: status.UNAUTHENTICATED } });
    }
    // The client of a service the ledger has no key for fails the same way, as a LedgerCallError.
    const refused = await failure(port('stranger').charge(request()));
    expect(refused).toBeInstanceOf(LedgerCallError);
    expect(refused).toMatchObject({ grpcCode: status.UNAUTHENTICATED, method: 'charge' });
    expect(await available(accountId)).toBe(100);
  });

  it('refuses a service charging an action it may not as PERMISSION_DENIED, and spends nothing', async () => {
    const accountId = await openTestAccount(db, ledger, { credits: 200 });
    const bearer = await token({ service: 'mail', key: keys.mail!, method: 'charge' });
    const answer = await rawCall(
      'charge',
      { accountId, idempotencyKey: `photo:${accountId}`, service: 'private_photo_buy', quantity: 1n, reference: 'p1' },
      bearer,
    );
    expect(answer).toMatchObject({ code: status.PERMISSION_DENIED });
    const hold = await rawCall(
      'hold',
      { accountId, idempotencyKey: `hold:${accountId}`, service: 'text_chat', amount: 10n },
      await token({ service: 'mail', key: keys.mail!, method: 'hold' }),
    );
    expect(hold).toMatchObject({ code: status.PERMISSION_DENIED });
    expect(await available(accountId)).toBe(200);

    // Nothing was recorded, not even the idempotency key: the service that may buy the photo still can.
    const bought = await port('profiles').charge({
      accountId,
      idempotencyKey: `photo:${accountId}`,
      service: 'private_photo_buy',
      quantity: 1n,
      reference: 'p1',
    });
    expect(bought.balance?.available).toBe(195n);
  });

  it('lets each service do what its permissions say, through its signed client', async () => {
    const accountId = await openTestAccount(db, ledger, { credits: 100 });
    expect((await port('mail').charge({ accountId, idempotencyKey: `letter:${accountId}`, service: 'write_letter', reference: 'l1' })).amount).toBe(10n);
    expect(
      (await port('profiles').charge({ accountId, idempotencyKey: `video:${accountId}`, service: 'private_video_buy', reference: 'v1' })).balance,
    ).toMatchObject({
      available: 80n,
    });
    const held = await port('chat-room').hold({ accountId, idempotencyKey: `chat:${accountId}`, service: 'text_chat', amount: 30n, reference: 'room' });
    expect((await port('chat-room').capture({ accountId, idempotencyKey: `chat-cap:${accountId}`, holdId: held.holdId, amount: 10n })).balance).toMatchObject({
      posted: 70n,
      held: 20n,
    });
    expect((await port('chat-room').release({ accountId, idempotencyKey: `chat-rel:${accountId}`, holdId: held.holdId })).released).toBe(20n);
    for (const service of ['mail', 'chat-room', 'profiles']) {
      expect((await port(service).getBalance({ accountId })).balance?.available).toBe(70n);
    }
  });

  it('checks capture and release against the service of the hold', async () => {
    const accountId = await openTestAccount(db, ledger, { credits: 100 });
    const held = await port('chat-room').hold({ accountId, idempotencyKey: `chat:${accountId}`, service: 'text_chat', amount: 40n, reference: 'room' });
    const attempts: [string, () => Promise<unknown>][] = [
      ['profiles capturing a chat hold', () => port('profiles').capture({ accountId, idempotencyKey: `p-cap:${accountId}`, holdId: held.holdId, amount: 40n })],
      ['mail capturing', () => port('mail').capture({ accountId, idempotencyKey: `m-cap:${accountId}`, holdId: held.holdId, amount: 40n })],
      ['profiles releasing', () => port('profiles').release({ accountId, idempotencyKey: `p-rel:${accountId}`, holdId: held.holdId })],
      ['chat-room charging a letter', () => port('chat-room').charge({ accountId, idempotencyKey: `c-l:${accountId}`, service: 'write_letter' })],
      ['mail holding for a gift', () => port('mail').hold({ accountId, idempotencyKey: `m-g:${accountId}`, service: 'gift', amount: 5n })],
    ];
    for (const [what, attempt] of attempts) {
      expect({ what, refused: await failure(attempt()) }).toMatchObject({ what, refused: { grpcCode: status.PERMISSION_DENIED } });
    }
    expect((await port('chat-room').getBalance({ accountId })).balance).toMatchObject({ posted: 100n, held: 40n });
  });

  it('answers a permitted caller’s refusals with the same SiteError codes as in-process', async () => {
    const poor = await openTestAccount(db, ledger, { credits: 5 });
    const cases: [string, () => Promise<unknown>, number][] = [
      ['insufficient balance', () => port('mail').charge({ accountId: poor, idempotencyKey: `poor:${randomUUID()}`, service: 'write_letter' }), 10025],
      ['missing account id', () => port('mail').charge({ idempotencyKey: `x:${randomUUID()}`, service: 'write_letter' }), 10001],
      ['unknown service', () => port('mail').charge({ accountId: poor, idempotencyKey: `u:${randomUUID()}`, service: 'télépathie' }), 10002],
      ['unknown hold', () => port('chat-room').release({ accountId: poor, idempotencyKey: `r:${randomUUID()}`, holdId: randomUUID() }), 10404],
      ['unknown account', () => port('mail').getBalance({ accountId: `m-${randomUUID()}` }), 10005],
    ];
    for (const [what, call, code] of cases) {
      const err = await failure(call());
      expect(err).toBeInstanceOf(SiteError);
      expect({ what, code: (err as SiteError).code }).toEqual({ what, code });
    }
  });
});
