import { randomUUID } from 'node:crypto';
import { openServiceDatabase } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAll, type LedgerCommand, type LedgerEvent } from '../domain/index.js';
import { commandArbitrary, MODEL_ACCOUNT_ID, newModel, step, type Model } from '../domain/testing/ledger-model.js';
import { BILLING_MIGRATIONS } from '../infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from '../infrastructure/billing-schema.js';
import { LedgerService, type LedgerOutcome, TRANSIENT_REFUSALS } from './ledger.service.js';
import { verifyLedger } from './verify-ledger.js';
import { openTestAccount } from '../testing/ledger-fixtures.js';

// Model-based test of the REAL ledger on PostgreSQL: random command sequences (the pure property
// test's arbitraries, plus idempotency keys, replays and key reuse) run through LedgerService.execute
// and, in parallel, through the in-memory model of domain/testing/ledger-model.ts. After every step
// the ledger must have accepted/refused exactly like the model, and what is read back from the
// database (projections, event stream, idempotency records) must agree with the model.

const NUM_RUNS = 200;
const MAX_ACTIONS = 40;

// The generated times are 0..100 ms; shifted to today so expires_at round-trips at realistic magnitudes.
const EPOCH_MS = Date.UTC(2026, 0, 1);

type Action =
  /** A new request; `keyed` gives it a fresh idempotency key. */
  | { kind: 'run'; command: LedgerCommand; keyed: boolean }
  /** The same request again under an earlier key; `freshIds` re-generates the caller-generated ids, as a retrying client may. */
  | { kind: 'replay'; pick: number; freshIds: boolean }
  /** Another request under an earlier key. */
  | { kind: 'reuse'; pick: number; other: LedgerCommand };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('run' as const), command: commandArbitrary, keyed: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), freshIds: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick: fc.nat(), other: commandArbitrary }) },
);

// 9 runs in 10 open the account first; the others meet ACCOUNT_NOT_OPEN until a generated OpenAccount.
const scenario = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.array(action, { minLength: 1, maxLength: MAX_ACTIONS, size: 'max' }))
  .map(([dice, actions]): Action[] =>
    dice > 0 ? [{ kind: 'run', command: { type: 'OpenAccount', accountId: MODEL_ACCOUNT_ID }, keyed: false }, ...actions] : actions,
  );

/** The generated ids ('h1', 'c1', ...) are global keys in the database: give each run its own. */
function scoped(c: LedgerCommand, accountId: string): LedgerCommand {
  const id = (s: string) => `${accountId}/${s}`;
  switch (c.type) {
    case 'OpenAccount':
      return { ...c, accountId };
    case 'PurchaseCredits':
      return { ...c, paymentId: id(c.paymentId), providerTransactionId: id(c.providerTransactionId) };
    case 'GrantCredits':
      return { ...c, grantId: id(c.grantId) };
    case 'ChargeCredits':
      return { ...c, chargeId: id(c.chargeId) };
    case 'HoldCredits':
      return { ...c, holdId: id(c.holdId), expiresAtMs: EPOCH_MS + c.expiresAtMs };
    case 'CaptureHold':
      return { ...c, holdId: id(c.holdId), chargeId: id(c.chargeId) };
    case 'ReleaseHold':
      return { ...c, holdId: id(c.holdId) };
    case 'ExpireHold':
      return { ...c, holdId: id(c.holdId), nowMs: EPOCH_MS + c.nowMs };
    case 'ReverseCharge':
      return { ...c, chargeId: id(c.chargeId) };
    case 'ReversePurchase':
      return { ...c, paymentId: id(c.paymentId) };
  }
}

/**
 * The same request with new values in the fields the caller generates (fresh ids, clock readings):
 * LedgerService documents them as outside the request, so this is still a replay.
 */
function withFreshIds(c: LedgerCommand, fresh: string): LedgerCommand {
  switch (c.type) {
    case 'ChargeCredits':
      return { ...c, chargeId: fresh };
    case 'HoldCredits':
      return { ...c, holdId: fresh, expiresAtMs: c.expiresAtMs + 1_000 };
    case 'CaptureHold':
      return { ...c, chargeId: fresh };
    case 'GrantCredits':
      return { ...c, grantId: fresh };
    case 'ExpireHold':
      return { ...c, nowMs: c.nowMs + 1_000 };
    default:
      return c;
  }
}

/** Another request of the same type: one field the caller chooses is different. */
function altered(c: LedgerCommand): LedgerCommand {
  switch (c.type) {
    case 'OpenAccount':
      return { ...c, accountId: `${c.accountId}-other` };
    case 'PurchaseCredits':
      return { ...c, provider: 'other-provider' };
    case 'GrantCredits':
      return { ...c, staffId: 'other-staff' };
    case 'ChargeCredits':
    case 'HoldCredits':
      return { ...c, reference: 'other-reference' };
    case 'CaptureHold':
      return { ...c, amount: c.amount === 1 ? 2 : 1 };
    case 'ReleaseHold':
    case 'ExpireHold':
      return { ...c, holdId: `${c.holdId}-other` };
    case 'ReverseCharge':
    case 'ReversePurchase':
      return { ...c, reason: `${c.reason} (again)` };
  }
}

/** What the runs exercised, printed at the end so a too-weak generator shows. */
const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

let db: DataSource;
let drop: () => Promise<void>;
let ledger: LedgerService;

beforeAll(async () => {
  const created = await createTestDatabase('ledger_model');
  drop = created.drop;
  db = await openServiceDatabase({ url: created.url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 4 });
  ledger = new LedgerService(db, undefined, { prepareStatements: true });
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

interface Snapshot {
  account: { posted: number; held: number; chargebacks: number; version: number; flagged: boolean } | null;
  events: { n: number; distinct: number; min: number | null; max: number | null; posted: number; held: number };
  holds: { id: string; amount: number; captured: number; status: string; exp: number }[];
  charges: { id: string; amount: number; reversed: boolean }[];
  purchases: { id: string; credits: number; reversed: boolean }[];
  keys: number;
  outbox: number;
}

/** Everything the ledger holds about one account, read in one statement. */
async function snapshot(accountId: string): Promise<Snapshot> {
  const [row] = (await db.query(
    `SELECT
       (SELECT row_to_json(a) FROM (SELECT posted, held, chargebacks, version, flagged FROM billing.accounts WHERE id = $1) a) AS account,
       (SELECT json_build_object('n', count(*), 'distinct', count(DISTINCT version), 'min', min(version), 'max', max(version),
                                 'posted', coalesce(sum(posted_delta), 0), 'held', coalesce(sum(held_delta), 0))
          FROM billing.ledger_events WHERE account_id = $1) AS events,
       (SELECT coalesce(json_agg(json_build_object('id', hold_id, 'amount', amount, 'captured', captured, 'status', status,
                                                   'exp', (extract(epoch FROM expires_at) * 1000)::bigint) ORDER BY hold_id), '[]')
          FROM billing.holds WHERE account_id = $1) AS holds,
       (SELECT coalesce(json_agg(json_build_object('id', charge_id, 'amount', amount, 'reversed', reversed) ORDER BY charge_id), '[]')
          FROM billing.charges WHERE account_id = $1) AS charges,
       (SELECT coalesce(json_agg(json_build_object('id', payment_id, 'credits', credits, 'reversed', reversed) ORDER BY payment_id), '[]')
          FROM billing.purchases WHERE account_id = $1) AS purchases,
       (SELECT count(*)::int FROM billing.idempotency WHERE account_id = $1) AS keys,
       (SELECT count(*)::int FROM billing.outbox WHERE key = $1) AS outbox`,
    [accountId],
  )) as Snapshot[];
  return row!;
}

/** The database, read back, must agree with the model (and with itself). */
function expectAgreesWithModel(snap: Snapshot, model: Model, expectedVersion: number): void {
  const posted = snap.account?.posted ?? 0;
  const held = snap.account?.held ?? 0;
  expect({ posted, held }).toEqual({ posted: model.posted, held: model.held });
  expect(snap.account !== null).toBe(model.opened);
  if (!model.chargedBack) expect(posted - held, 'available without a purchase reversal').toBeGreaterThanOrEqual(0);
  expect(held).toBeGreaterThanOrEqual(0);
  expect(snap.account?.flagged ?? false).toBe(model.chargedBack);
  const chargedBack = [...model.purchases.values()].filter((p) => p.reversed).reduce((sum, p) => sum + p.credits, 0);
  expect(snap.account?.chargebacks ?? 0).toBe(chargedBack);

  // Stream: versions 1..n, unique, as many as the projection says; the deltas sum to the projection.
  const { events } = snap;
  expect(events.n).toBe(expectedVersion);
  expect(events.distinct).toBe(events.n);
  if (events.n > 0) expect([events.min, events.max]).toEqual([1, events.n]);
  expect(snap.account?.version ?? 0).toBe(events.n);
  expect({ posted: events.posted, held: events.held }).toEqual({ posted, held });

  // Projection rows: what decide() reads on the next command.
  expect(
    Object.fromEntries(snap.holds.map((h) => [h.id, { open: h.status === 'open', remaining: h.status === 'open' ? h.amount - h.captured : 0, exp: h.exp }])),
  ).toEqual(Object.fromEntries([...model.holds].map(([id, h]) => [id, { open: h.open, remaining: h.remaining, exp: h.expiresAtMs }])));
  expect(Object.fromEntries(snap.charges.map((c) => [c.id, { amount: c.amount, reversed: c.reversed }]))).toEqual(Object.fromEntries(model.charges));
  expect(Object.fromEntries(snap.purchases.map((p) => [p.id, { credits: p.credits, reversed: p.reversed }]))).toEqual(Object.fromEntries(model.purchases));
}

async function runScenario(actions: Action[]): Promise<void> {
  const accountId = `m-${randomUUID()}`;
  await db.query(`INSERT INTO billing.members (id, user_type) VALUES ($1, 'man')`, [accountId]);
  const model = newModel();
  const keyed: { key: string; command: LedgerCommand; outcome: LedgerOutcome }[] = [];
  let version = 0;
  let before = await snapshot(accountId);

  for (const [i, a] of actions.entries()) {
    const actor = `member:${accountId}`;
    if (a.kind === 'run') {
      const command = scoped(a.command, accountId);
      const key = a.keyed ? `${accountId}:k${i}` : undefined;
      const expected = step(model, command);
      const outcome = await ledger.execute({ accountId, actor, command, idempotencyKey: key });
      count(`${command.type} ${outcome.ok ? 'ok' : outcome.code}`);
      if (expected === null) {
        expect(outcome, `step ${i}: ${command.type} should be accepted`).toMatchObject({ ok: true, replayed: false });
        if (!outcome.ok) return;
        expect(outcome.events.length).toBeGreaterThan(0);
        expect(outcome.balance).toEqual({ posted: model.posted, held: model.held, available: model.posted - model.held });
        version += outcome.events.length;
      } else {
        expect(outcome, `step ${i}: ${command.type}`).toMatchObject({ ok: false, code: expected, replayed: false });
      }
      // A transient refusal (not enough credits, no account yet) leaves the key free: nothing to replay.
      const recorded = key !== undefined && (outcome.ok || !TRANSIENT_REFUSALS.has(outcome.code));
      if (recorded) keyed.push({ key, command, outcome });
      const after = await snapshot(accountId);
      expect(after.keys, 'one idempotency record per keyed request, but for a transient refusal').toBe(before.keys + (recorded ? 1 : 0));
      if (!outcome.ok) expect({ ...after, keys: 0 }, 'a refusal changes nothing').toEqual({ ...before, keys: 0 });
      expectAgreesWithModel(after, model, version);
      before = after;
      continue;
    }

    if (!keyed.length) continue;
    const first = keyed[a.pick % keyed.length]!;
    if (a.kind === 'replay') {
      const command = a.freshIds ? withFreshIds(first.command, `${accountId}/fresh${i}`) : first.command;
      const outcome = await ledger.execute({ accountId, actor, command, idempotencyKey: first.key });
      expect(outcome, `step ${i}: replay of ${first.key}`).toEqual({ ...first.outcome, replayed: true });
      count(`replay${a.freshIds ? ' (fresh ids)' : ''}`);
    } else {
      const other = a.other.type === first.command.type ? altered(first.command) : scoped(a.other, accountId);
      const outcome = await ledger.execute({ accountId, actor, command: other, idempotencyKey: first.key });
      expect(outcome, `step ${i}: ${other.type} under ${first.key}`).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
      count('reused key');
    }
    const after = await snapshot(accountId);
    expect(after, 'a replay or a reused key changes nothing').toEqual(before);
  }

  // The stream itself, replayed with the domain's evolve, ends where the model and the projection are
  // (verifyLedger does this for every account, once, at the end).
  const rows = (await db.query(`SELECT data FROM billing.ledger_events WHERE account_id = $1 ORDER BY version`, [accountId])) as { data: LedgerEvent }[];
  const replayed = applyAll(rows.map((r) => r.data));
  expect({ posted: replayed.posted, held: replayed.held, flagged: replayed.flagged }).toEqual({
    posted: model.posted,
    held: model.held,
    flagged: model.chargedBack,
  });
}

describe('ledger on PostgreSQL vs. in-memory model', () => {
  it('accepts/refuses exactly like the model, answers replays from the first answer and keeps the stored invariants', async () => {
    await fc.assert(fc.asyncProperty(scenario, runScenario), { numRuns: NUM_RUNS });
    const report = await verifyLedger(db);
    expect(report.accounts).toBeGreaterThan(0);
    expect(report.mismatches).toEqual([]);
    console.log(
      `ledger model runs: ${[...tally]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([what, n]) => `${what} ${n}`)
        .join(', ')}`,
    );
  }, 60_000);
});

// Bugs this test found (fixed since): regression tests, with the cases around them.
describe('regressions: bugs this test found', () => {
  async function open(credits: number): Promise<string> {
    return openTestAccount(db, ledger, { credits });
  }
  const run = (accountId: string, command: LedgerCommand) => ledger.execute({ accountId, actor: 'staff:test', command });
  const chargeCommand = (chargeId: string): LedgerCommand => ({ type: 'ChargeCredits', chargeId, service: 'gift', unitPrice: 10, quantity: 1, reference: 'r' });
  const holdCommand = (holdId: string): LedgerCommand => ({
    type: 'HoldCredits',
    holdId,
    service: 'text_chat',
    amount: 10,
    reference: 'room',
    expiresAtMs: Date.now() + 60_000,
  });
  const purchaseCommand = (paymentId: string): LedgerCommand => ({
    type: 'PurchaseCredits',
    paymentId,
    provider: 'x',
    providerTransactionId: paymentId,
    creditPackId: null,
    credits: 50,
    priceUsdCents: 999,
  });
  const grantCommand = (grantId: string): LedgerCommand => ({ type: 'GrantCredits', grantId, credits: 10, reason: 'welcome', staffId: 's' });
  const isCommit = (text: string) => text.trimStart().startsWith('WITH acc AS');

  it('refuses a second GrantCredits with a grantId already recorded (GRANT_ALREADY_RECORDED), as decide() does', async () => {
    const accountId = await open(1);
    const grant = grantCommand(`${accountId}/welcome`);
    expect(await run(accountId, grant)).toMatchObject({ ok: true, balance: { posted: 11 } });
    expect(await run(accountId, grant)).toMatchObject({ ok: false, code: 'GRANT_ALREADY_RECORDED' }); // was: ok, posted 21
  });

  it('refuses a grantId another account recorded: grant ids are global', async () => {
    const [a, b] = [await open(1), await open(1)];
    const grant = grantCommand(`shared-${randomUUID()}`);
    expect(await run(a, grant)).toMatchObject({ ok: true, balance: { posted: 11 } });
    const before = await snapshot(b);
    expect(await run(b, grant)).toMatchObject({ ok: false, code: 'GRANT_ALREADY_RECORDED' });
    expect(await snapshot(b)).toEqual(before);
  });

  it('a chargeId used by another account does not undo a reversal (no second refund)', async () => {
    const [a, b] = [await open(100), await open(100)];
    const chargeId = `shared-${randomUUID()}`;
    const reverse: LedgerCommand = { type: 'ReverseCharge', chargeId, reason: 'refund', staffId: 's' };
    expect(await run(a, chargeCommand(chargeId))).toMatchObject({ ok: true });
    expect(await run(a, reverse)).toMatchObject({ ok: true, balance: { posted: 100 } });
    expect(await run(b, chargeCommand(chargeId))).toMatchObject({ ok: false, code: 'CHARGE_ALREADY_EXISTS' }); // was: ok, and a's row said reversed = false
    expect(await run(a, reverse)).toMatchObject({ ok: false, code: 'CHARGE_ALREADY_REVERSED' }); // was: ok, posted 110
  });

  it('a paymentId used by another account does not undo a purchase reversal (no second chargeback)', async () => {
    const [c, d] = [await open(1), await open(1)];
    const paymentId = `shared-${randomUUID()}`;
    const reverse: LedgerCommand = { type: 'ReversePurchase', paymentId, reason: 'chargeback' };
    expect(await run(c, purchaseCommand(paymentId))).toMatchObject({ ok: true });
    expect(await run(c, reverse)).toMatchObject({ ok: true, balance: { posted: 1 } });
    expect(await run(d, purchaseCommand(paymentId))).toMatchObject({ ok: false, code: 'PURCHASE_ALREADY_RECORDED' }); // was: ok, and c's row said reversed = false
    expect(await run(c, reverse)).toMatchObject({ ok: false, code: 'PURCHASE_ALREADY_REVERSED' }); // was: ok, posted -49
  });

  it('a holdId used by another account does not reopen a captured hold', async () => {
    const [e, f] = [await open(100), await open(100)];
    const holdId = `shared-${randomUUID()}`;
    expect(await run(e, holdCommand(holdId))).toMatchObject({ ok: true });
    expect(await run(e, { type: 'CaptureHold', holdId, chargeId: randomUUID(), amount: 10 })).toMatchObject({ ok: true });
    expect(await run(f, holdCommand(holdId))).toMatchObject({ ok: false, code: 'HOLD_ALREADY_EXISTS' }); // was: ok, and e's row was open again
    // was: decide accepted, held would have been -10 and the CHECK on accounts threw instead of a refusal
    expect(await run(e, { type: 'CaptureHold', holdId, chargeId: randomUUID(), amount: 10 })).toMatchObject({ ok: false, code: 'HOLD_NOT_OPEN' });
  });

  it("refuses another account's ids: taken when the command creates one, not found when it refers to one", async () => {
    const [a, b] = [await open(100), await open(100)];
    const [holdId, chargeId, paymentId, ownHoldId] = ['h', 'c', 'p', 'own'].map((s) => `${s}-${randomUUID()}`) as [string, string, string, string];
    for (const command of [holdCommand(holdId), chargeCommand(chargeId), purchaseCommand(paymentId)]) expect(await run(a, command)).toMatchObject({ ok: true });
    expect(await run(b, holdCommand(ownHoldId))).toMatchObject({ ok: true });
    const [aBefore, bBefore] = [await snapshot(a), await snapshot(b)];

    const refusals: [LedgerCommand, string][] = [
      [chargeCommand(chargeId), 'CHARGE_ALREADY_EXISTS'],
      [{ type: 'CaptureHold', holdId: ownHoldId, chargeId, amount: 5 }, 'CHARGE_ALREADY_EXISTS'],
      [holdCommand(holdId), 'HOLD_ALREADY_EXISTS'],
      [purchaseCommand(paymentId), 'PURCHASE_ALREADY_RECORDED'],
      [{ type: 'CaptureHold', holdId, chargeId: randomUUID(), amount: 5 }, 'HOLD_NOT_FOUND'],
      [{ type: 'ReleaseHold', holdId }, 'HOLD_NOT_FOUND'],
      [{ type: 'ExpireHold', holdId, nowMs: Date.now() + 3_600_000 }, 'HOLD_NOT_FOUND'],
      [{ type: 'ReverseCharge', chargeId, reason: 'refund', staffId: 's' }, 'CHARGE_NOT_FOUND'],
      [{ type: 'ReversePurchase', paymentId, reason: 'chargeback' }, 'PURCHASE_NOT_FOUND'],
    ];
    for (const [command, code] of refusals) expect(await run(b, command), command.type).toMatchObject({ ok: false, code });
    expect(await snapshot(a)).toEqual(aBefore);
    expect(await snapshot(b)).toEqual(bBefore);
  });

  it.each([
    ['charge', chargeCommand, 'CHARGE_ALREADY_EXISTS'],
    ['hold', holdCommand, 'HOLD_ALREADY_EXISTS'],
    ['payment', purchaseCommand, 'PURCHASE_ALREADY_RECORDED'],
    ['grant', grantCommand, 'GRANT_ALREADY_RECORDED'],
  ] as const)('refuses a %s id another account created between the read and the commit, and writes nothing', async (_, make, code) => {
    const [a, b] = [await open(100), await open(100)];
    const command = make(`raced-${randomUUID()}`);
    let commits = 0;
    let aAfter: Snapshot | undefined;
    // b's ledger lets a take the id just before b's first commit: b read the id as free.
    const racing = new LedgerService({
      query: async (text: string, values?: unknown[]) => {
        if (isCommit(text) && commits++ === 0) {
          expect(await run(a, command)).toMatchObject({ ok: true });
          aAfter = await snapshot(a);
        }
        return db.query(text, values);
      },
    });
    const bBefore = await snapshot(b);
    expect(await racing.execute({ accountId: b, actor: 'staff:test', command })).toMatchObject({ ok: false, code });
    expect(commits, 'the commit failed as a whole, the read again refused').toBe(1);
    expect(await snapshot(b)).toEqual(bBefore);
    expect(await snapshot(a)).toEqual(aAfter);
  });

  it('gives up on a unique violation that reading again does not resolve, instead of retrying on', async () => {
    const accountId = await open(100);
    let commits = 0;
    const stuck = new LedgerService({
      query: async (text: string, values?: unknown[]) => {
        if (isCommit(text)) {
          commits++;
          throw Object.assign(new Error('duplicate key value violates unique constraint "elsewhere"'), { code: '23505' });
        }
        return db.query(text, values);
      },
    });
    await expect(stuck.execute({ accountId, actor: 'staff:test', command: chargeCommand(randomUUID()) })).rejects.toMatchObject({ code: '23505' });
    expect(commits).toBeGreaterThan(1);
    expect(commits).toBeLessThan(10);
  });

  it("throws a unique violation in the caller's transaction (now aborted) for the caller to retry", async () => {
    const [a, b] = [await open(1), await open(1)];
    const grant = grantCommand(`shared-${randomUUID()}`);
    const inTransaction = db.transaction(async (m) =>
      ledger.execute(
        { accountId: b, actor: 'staff:test', command: grant },
        {
          query: async (text: string, values?: unknown[]) => {
            if (isCommit(text)) expect(await run(a, grant)).toMatchObject({ ok: true });
            return m.query(text, values);
          },
        },
      ),
    );
    await expect(inTransaction).rejects.toMatchObject({ code: '23505' });
    expect(await run(b, grant)).toMatchObject({ ok: false, code: 'GRANT_ALREADY_RECORDED' });
  });

  it('two LedgerService instances with prepared statements can share one DataSource', async () => {
    const accountId = await open(1);
    const first = new LedgerService(db, undefined, { prepareStatements: true });
    const second = new LedgerService(db, undefined, { prepareStatements: true });
    const charge = (): LedgerCommand => ({ type: 'ChargeCredits', chargeId: randomUUID(), service: 'gift', unitPrice: 1_000, quantity: 1, reference: 'r' });
    // Prepared statements live on the pooled connections both instances use: `first` prepares its
    // refusal INSERT, `second` its commit statement. Names used to be numbered per instance, so pg
    // threw "Prepared statements must be unique - 'ledger_1' was used for a different statement";
    // now a name is derived from the statement's text.
    for (let i = 0; i < 10; i++)
      expect(await first.execute({ accountId, actor: 't', idempotencyKey: `${accountId}:${i}`, command: charge() })).toMatchObject({ ok: false });
    for (let i = 0; i < 10; i++) {
      expect(await second.execute({ accountId, actor: 't', command: grantCommand(randomUUID()) })).toMatchObject({ ok: true });
    }
  });
});
