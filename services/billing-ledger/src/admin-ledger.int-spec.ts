import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceDashboard } from './queries/get-finance-dashboard/get-finance-dashboard.query.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';
import { raRefusal, simpleRestProvider, staffActionsInOutbox } from './testing/ra-simple-rest.js';

/**
 * Finance's ledger commands from the back office: grants and reversals with the form's
 * idempotency key, each with its staff audit record in the outbox (none for a refusal or a
 * replay); the ledger check on demand; the finance dashboard.
 */

let t: BillingTestApp;
const finance = () => simpleRestProvider(`${t.url}/admin-api`, 'staff:finance');
const admin = () => simpleRestProvider(`${t.url}/admin-api`, 'staff:admin');

const balanceOf = async (accountId: string) => {
  const [row] = (await t.db.query(`SELECT posted, held FROM billing.accounts WHERE id = $1`, [accountId])) as { posted: string; held: string }[];
  return Number(row!.posted) - Number(row!.held);
};
const eventsOf = async (accountId: string, type: string) =>
  ((await t.db.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = $2`, [accountId, type])) as { n: number }[])[0]!.n;

/** The staff actions recorded (in the outbox) while `work` ran. */
async function auditedDuring(work: () => Promise<unknown>) {
  const before = (await staffActionsInOutbox(t.db)).length;
  await work();
  return (await staffActionsInOutbox(t.db)).slice(before);
}

const charge = async (accountId: string, service: 'write_letter' | 'text_chat', unitPrice: number) => {
  const chargeId = randomUUID();
  const charged = await t.ledger.execute({
    accountId,
    actor: `member:${accountId}`,
    command: { type: 'ChargeCredits', chargeId, service, unitPrice, quantity: 1, reference: 'lady-2' },
  });
  expect(charged.ok).toBe(true);
  return chargeId;
};

beforeAll(async () => {
  t = await startBillingTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('grants', () => {
  it('grants once per idempotency key, however often the form sends it (also at the same moment)', async () => {
    const man = 'man-grant';
    await t.openMan(man, 10);
    const key = randomUUID();
    const body = { account_id: man, credits: 15, reason: 'Outage on 3 May', idempotency_key: key };
    const audit = await auditedDuring(async () => {
      // A double click: both requests at once, then a retry.
      const [a, b] = await Promise.all([finance().create('grants', body), finance().create('grants', body)]);
      const retry = await finance().create('grants', body);
      expect(new Set([a.data.id, b.data.id, retry.data.id]).size).toBe(1);
      expect([a, b].map((r) => r.data.replayed).sort()).toEqual([false, true]);
      expect(retry.data).toMatchObject({ replayed: true, credits: 15, balance: { available: 25 } });
      const one = await finance().getOne('grants', a.data.id as string);
      expect(one.data).toMatchObject({ id: a.data.id, account_id: man, credits: 15, reason: 'Outage on 3 May', staff_id: 'staff-finance', version: 3 });
    });
    expect(await balanceOf(man)).toBe(25);
    expect(await eventsOf(man, 'CreditsGranted')).toBe(2);
    expect(audit).toEqual([
      {
        action: 'credits.grant',
        resource: 'grants',
        recordId: expect.any(String),
        actorStaffId: 'staff-finance',
        actorRole: 'finance',
        service: 'billing-ledger',
        before: null,
        after: expect.objectContaining({ account_id: man, credits: 15, reason: 'Outage on 3 May', balance: { posted: 25, held: 0, available: 25 } }),
      },
    ]);

    // The same key for another grant is refused and changes nothing; so is a woman or an unknown account.
    const refused = await auditedDuring(async () => {
      expect(await raRefusal(finance().create('grants', { ...body, credits: 16 }))).toMatchObject({ status: 409, body: { code: 10027 } });
      expect(await raRefusal(finance().create('grants', { ...body, idempotency_key: randomUUID(), account_id: 'nobody' }))).toMatchObject({
        status: 404,
        body: { code: 10005 },
      });
      for (const bad of [{ credits: 0 }, { credits: 100_001 }, { credits: 2.5 }, { credits: '5' + 'x' }, { reason: '   ' }, { idempotency_key: 'k1' }]) {
        expect(await raRefusal(finance().create('grants', { ...body, idempotency_key: randomUUID(), ...bad })), JSON.stringify(bad)).toMatchObject({
          status: 400,
          body: { code: 10002, errors: expect.any(Object) },
        });
      }
    });
    expect(refused).toEqual([]);
    expect(await balanceOf(man)).toBe(25);
  });
});

describe('reversals', () => {
  it('reverses a charge once per key, answers a retry with the same reversal, and shows it in the statement', async () => {
    const man = 'man-reversal';
    await t.openMan(man, 50);
    const letter = await charge(man, 'write_letter', 10);
    const key = randomUUID();
    const body = { charge_id: letter, reason: 'Letter never delivered', idempotency_key: key };
    const audit = await auditedDuring(async () => {
      const first = await admin().create('reversals', body);
      const retry = await admin().create('reversals', body);
      expect(first.data).toMatchObject({
        id: letter,
        account_id: man,
        amount: 10,
        service: 'write_letter',
        staff_id: 'staff-admin',
        balance: { available: 50 },
      });
      expect(retry.data).toMatchObject({ id: letter, replayed: true, version: first.data.version });
      // Another key: the charge is reversed already.
      expect(await raRefusal(admin().create('reversals', { ...body, idempotency_key: randomUUID() }))).toMatchObject({ status: 409, body: { code: 10034 } });
    });
    expect(await balanceOf(man)).toBe(50);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'charge.reverse',
        resource: 'reversals',
        recordId: letter,
        actorRole: 'admin',
        before: expect.objectContaining({ id: letter, amount: 10, reversed: false }),
        after: expect.objectContaining({ id: letter, amount: 10, reason: 'Letter never delivered' }),
      }),
    ]);
    const statement = await finance().getList('ledger-statements', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'version', order: 'ASC' },
      filter: { account_id: man, type: 'ChargeReversed' },
    });
    expect(statement.data).toEqual([expect.objectContaining({ type: 'ChargeReversed', posted_delta: 10, running_available: 50, actor: 'staff:staff-admin' })]);
    const order = await finance().getOne('orders', letter);
    expect(order.data).toMatchObject({ reversed: true });
  });
});

describe('reversals at the same moment', () => {
  it('twenty reversals of one charge at once, under one key and under fresh keys: reversed once, credited once, audited once', async () => {
    const man = 'man-reversal-race';
    await t.openMan(man, 50);
    const letter = await charge(man, 'write_letter', 10);
    const key = randomUUID();
    const audit = await auditedDuring(async () => {
      const answers = await Promise.allSettled([
        ...Array.from({ length: 10 }, () => finance().create('reversals', { charge_id: letter, reason: 'Double click', idempotency_key: key })),
        ...Array.from({ length: 10 }, () => admin().create('reversals', { charge_id: letter, reason: 'Second desk', idempotency_key: randomUUID() })),
      ]);
      const applied = answers.filter((a) => a.status === 'fulfilled' && !(a.value.data as { replayed?: boolean }).replayed);
      expect(applied).toHaveLength(1);
      const refused = await Promise.all(
        answers.filter((a) => a.status === 'rejected').map((a) => raRefusal(Promise.reject((a as PromiseRejectedResult).reason))),
      );
      expect(refused.every((r) => r.status === 409 && r.body.code === 10034)).toBe(true);
    });
    expect(await eventsOf(man, 'ChargeReversed')).toBe(1);
    expect(await balanceOf(man)).toBe(50);
    expect(audit.filter((a) => a.action === 'charge.reverse')).toHaveLength(1);
    const [sums] = (await t.db.query(
      `SELECT a.posted, (SELECT sum(posted_delta) FROM billing.ledger_events e WHERE e.account_id = a.id) AS events FROM billing.accounts a WHERE a.id = $1`,
      [man],
    )) as { posted: string; events: string }[];
    expect(Number(sums!.posted)).toBe(Number(sums!.events));
  });
});

describe('the ledger check and the dashboard', () => {
  it('runs the check on demand, keeps each result, and the dashboard shows the latest', async () => {
    const man = 'man-verified';
    await t.openMan(man, 30);
    const audit = await auditedDuring(async () => {
      const ok = await finance().create('ledger-verifications', {});
      expect(ok.data).toMatchObject({
        id: expect.any(Number),
        ok: true,
        mismatch_count: 0,
        mismatches: [],
        staff_id: 'staff-finance',
        ran_at: expect.any(String),
      });
      expect(ok.data.checked_accounts).toBeGreaterThanOrEqual(3);
      expect(ok.data.duration_ms).toBeGreaterThanOrEqual(0);
    });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'ledger.verify', resource: 'ledger-verifications', after: expect.objectContaining({ ok: true }) }),
    ]);

    // A projection that no longer matches its events is reported with the account and what differs.
    await t.db.query(`UPDATE billing.accounts SET posted = posted + 1 WHERE id = $1`, [man]);
    try {
      const broken = await finance().create('ledger-verifications', {});
      expect(broken.data).toMatchObject({ ok: false, mismatch_count: 1, mismatches: [{ account_id: man, problem: 'posted 31 but events sum to 30' }] });
      const history = await finance().getList('ledger-verifications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'ran_at', order: 'DESC' },
        filter: {},
      });
      expect(history.data.map((v) => v.ok)).toEqual([false, true]);
      const failed = await finance().getList('ledger-verifications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'ran_at', order: 'DESC' },
        filter: { ok: false },
      });
      expect(failed.total).toBe(1);
      const board = (await (
        await fetch(`${t.url}/admin-api/finance-dashboard`, { headers: { authorization: 'Bearer staff:finance' } })
      ).json()) as FinanceDashboard;
      expect(board.latest_verification).toEqual(broken.data);
    } finally {
      await t.db.query(`UPDATE billing.accounts SET posted = posted - 1 WHERE id = $1`, [man]);
    }
  });

  it('gives revenue per service per day, payments per day, open holds and the latest check for the last 30 days', async () => {
    const man = 'man-dashboard';
    await t.openMan(man, 100);
    await charge(man, 'write_letter', 10);
    await charge(man, 'text_chat', 1);
    await charge(man, 'text_chat', 1);
    const held = await t.ledger.execute({
      accountId: man,
      actor: 'system:chat',
      command: { type: 'HoldCredits', holdId: 'hold-dashboard', service: 'text_chat', amount: 4, reference: 'room-4', expiresAtMs: Date.now() + 600_000 },
    });
    expect(held.ok).toBe(true);
    const payment = (status: string, approvedAgo: string | null, cents: number) =>
      t.db.query(
        `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, provider_transaction_id, status, approved_at)
         VALUES ($1, $2, 'basic', '50 credits', 50, $3, 'sandbox', $4, $5, now() - $6::interval)`,
        [randomUUID(), man, cents, `sbx_${randomUUID()}`, status, approvedAgo],
      );
    await payment('approved', '0 days', 1499);
    await payment('approved', '0 days', 3999);
    await payment('approved', '2 days', 1499);
    await payment('approved', '40 days', 1499);
    await payment('declined', null, 1499);

    const res = await fetch(`${t.url}/admin-api/finance-dashboard`, { headers: { authorization: 'Bearer staff:admin' } });
    expect(res.status).toBe(200);
    const board = (await res.json()) as FinanceDashboard;
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(board).toMatchObject({ days: 30, to: today });
    expect(board.revenue).toHaveLength(30);
    expect(board.payments).toHaveLength(30);
    expect(board.payments.at(-1)).toEqual({ day: today, count: 2, usd_cents: 5498, usd: 54.98, reversed_count: 0, reversed_usd_cents: 0 });
    expect(board.payments.find((p) => p.day === twoDaysAgo)).toMatchObject({ count: 1, usd_cents: 1499 });
    expect(board.payments.reduce((n, p) => n + p.count, 0)).toBe(3);

    // Revenue: the same figures as the revenue resource's list for today.
    const revenue = await finance().getList('revenue', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'service', order: 'ASC' },
      filter: { from: today, to: today },
    });
    const todays = board.revenue.at(-1)!;
    expect(todays.day).toBe(today);
    expect(todays.by_service).toEqual(Object.fromEntries(revenue.data.map((r) => [r.service, r.net])));
    expect(todays.net).toBe(revenue.data.reduce((n, r) => n + (r.net as number), 0));
    expect(todays.by_service.text_chat!).toBeGreaterThanOrEqual(2);
    expect(board.services).toEqual(expect.arrayContaining(['text_chat', 'write_letter']));

    const holds = await finance().getList('open-holds', { pagination: { page: 1, perPage: 100 }, sort: { field: 'expires_at', order: 'ASC' }, filter: {} });
    expect(board.open_holds).toEqual({ count: holds.total, credits: holds.data.reduce((n, h) => n + (h.remaining as number), 0), expired: 0 });
    expect(board.open_holds.credits).toBeGreaterThanOrEqual(4);
    const [latest] = (
      await finance().getList('ledger-verifications', { pagination: { page: 1, perPage: 1 }, sort: { field: 'ran_at', order: 'DESC' }, filter: {} })
    ).data;
    expect(board.latest_verification).toEqual(latest);

    for (const token of ['staff:site_moderator', 'staff:agency_moderator']) {
      expect((await fetch(`${t.url}/admin-api/finance-dashboard`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    }
  });
});
