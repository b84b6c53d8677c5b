import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from './contracts/index.js';
import type { LedgerCommand, ServiceName } from './domain/index.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';

let t: BillingTestApp;
const man = 'man-finance';
const flaggedMan = 'man-flagged';
const chargeIds = { letter1: randomUUID(), letter2: randomUUID(), chat: randomUUID() };

/** A list or record of the admin API; query values that are not text go as JSON (ra-data-simple-rest). */
async function admin(path: string, token: string | null, query: Record<string, unknown> = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return t.site.admin('GET', `${path}?${params}`, { token: token ?? undefined });
}

async function adminPost(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { status, body: answer } = await t.site.admin<Record<string, unknown>>('POST', path, { token, body, headers });
  return { status, body: answer };
}

const charge = (accountId: string, chargeId: string, service: 'write_letter' | 'text_chat', unitPrice: number, reference = 'lady-7') =>
  t.ledger.execute({ accountId, actor: `member:${accountId}`, command: { type: 'ChargeCredits', chargeId, service, unitPrice, quantity: 1, reference } });

beforeAll(async () => {
  t = await startBillingTestApp();
  // man: opened (v1), +100 granted (v2), -10 letter (v3), -10 letter (v4), -1 chat (v5), +10 letter reversed (v6), hold 5 (v7).
  await t.openMan(man, 100);
  expect((await charge(man, chargeIds.letter1, 'write_letter', 10)).ok).toBe(true);
  expect((await charge(man, chargeIds.letter2, 'write_letter', 10)).ok).toBe(true);
  expect((await charge(man, chargeIds.chat, 'text_chat', 1)).ok).toBe(true);
  const reversed = await t.ledger.execute({
    accountId: man,
    actor: 'staff:t',
    command: { type: 'ReverseCharge', chargeId: chargeIds.letter2, reason: 'letter not delivered', staffId: 't' },
  });
  expect(reversed.ok).toBe(true);
  const held = await t.ledger.execute({
    accountId: man,
    actor: 'system:chat',
    command: { type: 'HoldCredits', holdId: 'hold-finance', service: 'text_chat', amount: 5, reference: 'room-1', expiresAtMs: Date.now() + 600_000 },
  });
  expect(held.ok).toBe(true);

  // flaggedMan: a purchase reversed by a chargeback.
  await t.openMan(flaggedMan);
  const paymentId = randomUUID();
  await t.db.query(
    `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, provider_transaction_id, status)
     VALUES ($1, $2, 'basic', '50 credits', 50, 1499, 'sandbox', 'sbx_fin_1', 'approved')`,
    [paymentId, flaggedMan],
  );
  const bought = await t.ledger.execute({
    accountId: flaggedMan,
    actor: 'system:payments',
    command: {
      type: 'PurchaseCredits',
      paymentId,
      provider: 'sandbox',
      providerTransactionId: 'sbx_fin_1',
      creditPackId: 'basic',
      credits: 50,
      priceUsdCents: 1499,
    },
  });
  expect(bought.ok).toBe(true);
  expect(
    (await t.ledger.execute({ accountId: flaggedMan, actor: 'system:payments', command: { type: 'ReversePurchase', paymentId, reason: 'chargeback' } })).ok,
  ).toBe(true);
});

afterAll(async () => {
  await t?.close();
});

describe('admin-api access', () => {
  it('is for finance staff (and admins) only', async () => {
    expect(await admin('accounts', 'man-finance')).toMatchObject({ status: 401, body: { status: 401, code: 10401, message: 'Unauthorized access' } });
    expect(await admin('accounts', null)).toMatchObject({ status: 401, body: { code: 10401 } });
    expect(await admin('accounts', 'staff:site_moderator')).toMatchObject({ status: 403, body: { status: 403, code: 10024 } });
    expect((await admin('accounts', 'staff:finance')).status).toBe(200);
    expect((await admin('accounts', 'staff:admin')).status).toBe(200);
    expect((await adminPost('grants', 'man-finance', { account_id: man, credits: 5, reason: 'x', idempotency_key: randomUUID() })).body).toMatchObject({
      code: 10401,
    });
  });

  it('refuses bad list parameters', async () => {
    expect(await admin('payments', 'staff:finance', { sort: ['colour', 'ASC'] })).toMatchObject({ status: 400, body: { code: 10002 } });
    expect(await admin('payments', 'staff:finance', { filter: '{"status":' })).toMatchObject({ status: 400, body: { code: 10026 } });
    expect(await admin('payments', 'staff:finance', { filter: { colour: 'red' } })).toMatchObject({ status: 400, body: { code: 10002 } });
    expect(await admin('payments', 'staff:finance', { range: [5, 1] })).toMatchObject({ status: 400, body: { code: 10002 } });
  });
});

describe('client strings that must not reach SQL as they are', () => {
  it('refuses prototype keys as sort or filter names (10002), on every list', async () => {
    const hostile: Record<string, unknown>[] = [
      { sort: ['__proto__', 'ASC'] },
      { sort: ['constructor', 'ASC'] },
      { sort: ['toString', 'DESC'] },
      { sort: ['hasOwnProperty', 'ASC'] },
      { filter: '{"constructor":"x"}' },
      { filter: '{"__proto__":1}' },
      { filter: '{"toString":"x"}' },
      { filter: '{"valueOf":"x"}' },
    ];
    for (const resource of [
      'payments',
      'orders',
      'accounts',
      'ledger-statements',
      'revenue',
      'open-holds',
      'postbacks',
      'payment-exceptions',
      'grants',
      'reversals',
      'refunds',
      'ledger-verifications',
      'prices',
      'credit-packs',
      'ledger-statements/export.csv',
      'payments/export.csv',
    ]) {
      for (const query of hostile) {
        expect(await admin(resource, 'staff:finance', query)).toMatchObject({ status: 400, body: { status: 400, code: 10002 } });
      }
    }
  });

  it('refuses a NUL in ids and filter values (10002) instead of passing it to PostgreSQL', async () => {
    for (const path of ['accounts/%00', 'accounts/a%00b', 'payments/%00', 'orders/x%00', 'payment-exceptions/%00', 'ledger-statements/m%00:1', 'grants/%00']) {
      expect(await admin(path, 'staff:finance')).toMatchObject({ status: 400, body: { status: 400, code: 10002 } });
    }
    expect(await admin('payments', 'staff:finance', { filter: { account_id: `${man}\u0000` } })).toMatchObject({ status: 400, body: { code: 10002 } });
    expect(await admin('accounts', 'staff:finance', { filter: { q: 'a\u0000' } })).toMatchObject({ status: 400, body: { code: 10002 } });
    expect(await admin('payments', 'staff:finance', { filter: { id: ['a\u0000'] } })).toMatchObject({ status: 400, body: { code: 10002 } });

    const [before] = (await t.db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [man])) as { posted: string }[];
    const grant = (body: Record<string, unknown>) =>
      adminPost('grants', 'staff:finance', { account_id: man, credits: 5, reason: 'x', idempotency_key: randomUUID(), ...body });
    expect(await grant({ account_id: 'm\u0000' })).toMatchObject({ status: 400, body: { code: 10002, errors: { account_id: expect.any(String) } } });
    expect(await grant({ reason: 'nul \u0000' })).toMatchObject({ status: 400, body: { code: 10002, errors: { reason: expect.any(String) } } });
    expect(await grant({ reason: 'lone \ud800' })).toMatchObject({ status: 400, body: { code: 10002 } });
    const reversal = { reason: 'x', idempotency_key: randomUUID() };
    expect(await adminPost('reversals', 'staff:finance', { ...reversal, charge_id: 'c\u0000' })).toMatchObject({ status: 400, body: { code: 10002 } });
    expect(await adminPost('refunds', 'staff:finance', { payment_id: '\u0000', reason: 'x' })).toMatchObject({ status: 400, body: { code: 10002 } });
    const [after] = (await t.db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [man])) as { posted: string }[];
    expect(after).toEqual(before);
  });

  it('refuses a NUL in the orders search and the checkout ids (10002)', async () => {
    const site = (path: string, body: Record<string, unknown>) => t.site.call(path, body, { token: man });
    expect(await site('credit/get-orders', { search_name_or_id: 'a\u0000' })).toMatchObject({
      status: 400,
      body: { status: false, code: 10002 },
    });
    expect(await site('credit/get-orders', { search_name_or_id: 'lady-7' })).toMatchObject({ status: 200, body: { status: true } });
    expect(await site('segpay/get-url', { price_point_id: '27002', credit_pack_id: 'basic\u0000' })).toMatchObject({
      status: 400,
      body: { code: 10002 },
    });
  });
});

describe('finance projections', () => {
  it('gives a per-account statement with a running balance', async () => {
    const res = await admin('ledger-statements', 'staff:finance', { filter: { account_id: man }, sort: ['version', 'ASC'], range: [0, 24] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('ledger-statements 0-6/7');
    expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
    const rows = res.body as Record<string, unknown>[];
    expect(rows.map((r) => [r.id, r.type, r.posted_delta, r.running_posted, r.running_available])).toEqual([
      [`${man}:1`, 'AccountOpened', 0, 0, 0],
      [`${man}:2`, 'CreditsGranted', 100, 100, 100],
      [`${man}:3`, 'CreditsCharged', -10, 90, 90],
      [`${man}:4`, 'CreditsCharged', -10, 80, 80],
      [`${man}:5`, 'CreditsCharged', -1, 79, 79],
      [`${man}:6`, 'ChargeReversed', 10, 89, 89],
      [`${man}:7`, 'CreditsHeld', 0, 89, 84],
    ]);
    expect(rows[1]).toMatchObject({ version: 2, actor: 'system:test', data: { type: 'CreditsGranted', credits: 100 }, occurred_at: expect.any(String) });
    const [account] = (await t.db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [man])) as { posted: string }[];
    expect(rows.at(-1)!.running_posted).toBe(Number(account!.posted));

    // A filtered page still carries the true running balance; range pages with Content-Range.
    const charges = await admin('ledger-statements', 'staff:finance', { filter: { account_id: man, type: 'CreditsCharged' }, range: [1, 2] });
    expect(charges.headers.get('content-range')).toBe('ledger-statements 1-2/3');
    expect((charges.body as Record<string, unknown>[]).map((r) => r.running_posted)).toEqual([80, 79]);
  });

  it('lists payments, orders, open holds and accounts with filters', async () => {
    const payments = await admin('payments', 'staff:finance', { filter: { status: 'approved' } });
    expect(payments.headers.get('content-range')).toBe('payments 0-0/1');
    expect(payments.body).toEqual([
      expect.objectContaining({
        account_id: flaggedMan,
        pack_name: '50 credits',
        price: 14.99,
        price_usd_cents: 1499,
        status: 'approved',
        provider: 'sandbox',
      }),
    ]);
    const none = await admin('payments', 'staff:finance', { filter: { status: 'declined' } });
    expect(none.headers.get('content-range')).toBe('payments */0');
    expect(none.body).toEqual([]);

    const orders = await admin('orders', 'staff:finance', { filter: { account_id: man, service: 'write_letter' }, sort: ['amount', 'DESC'] });
    expect(orders.headers.get('content-range')).toBe('orders 0-1/2');
    expect((orders.body as Record<string, unknown>[]).map((o) => [o.id, o.amount, o.reversed]).sort()).toEqual(
      [
        [chargeIds.letter1, 10, false],
        [chargeIds.letter2, 10, true],
      ].sort(),
    );
    const one = await admin(`orders/${chargeIds.chat}`, 'staff:finance');
    expect(one).toMatchObject({ status: 200, body: { id: chargeIds.chat, service: 'text_chat', amount: 1, member_name: `Test ${man}` } });
    expect(await admin(`orders/${randomUUID()}`, 'staff:finance')).toMatchObject({ status: 404, body: { code: 10404 } });

    const holds = await admin('open-holds', 'staff:finance', { filter: { account_id: man } });
    expect(holds.body).toEqual([expect.objectContaining({ id: 'hold-finance', amount: 5, captured: 0, remaining: 5, expired: false })]);

    const flagged = await admin('accounts', 'staff:finance', { filter: { flagged: true } });
    expect(flagged.body).toEqual([expect.objectContaining({ id: flaggedMan, flagged: true, posted: 0, available: 0, chargebacks: 50 })]);
    expect(await admin(`accounts/${man}`, 'staff:finance')).toMatchObject({ body: { id: man, posted: 89, held: 5, available: 84, flagged: false } });
  });

  it('sums credits spent per service per day, net of reversals', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await admin('revenue', 'staff:finance', { filter: { from: today, to: today }, sort: ['service', 'ASC'] });
    expect(res.headers.get('content-range')).toBe('revenue 0-1/2');
    expect(res.body).toEqual([
      { id: `${today}:text_chat`, day: today, service: 'text_chat', charged: 1, reversed: 0, net: 1, charges: 1 },
      { id: `${today}:write_letter`, day: today, service: 'write_letter', charged: 20, reversed: 10, net: 10, charges: 2 },
    ]);
    const before = await admin('revenue', 'staff:finance', { filter: { to: '2000-01-01' } });
    expect(before.body).toEqual([]);
    expect(await admin('revenue', 'staff:finance', { filter: { from: 'yesterday' } })).toMatchObject({ status: 400, body: { code: 10002 } });
  });
});

describe('finance commands', () => {
  it('grants credits with a reason, recording the staff member; a retried key grants once', async () => {
    const key = randomUUID();
    const granted = await adminPost('grants', 'staff:finance', { account_id: man, credits: 25, reason: ' Goodwill after an outage ', idempotency_key: key });
    expect(granted).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        account_id: man,
        member_name: `Test ${man}`,
        credits: 25,
        reason: 'Goodwill after an outage',
        staff_id: 'staff-finance',
        actor: 'staff:staff-finance',
        balance: { posted: 114 },
        replayed: false,
      },
    });
    const retry = await adminPost('grants', 'staff:finance', { account_id: man, credits: 25, reason: 'Goodwill after an outage', idempotency_key: key });
    expect(retry).toMatchObject({ status: 200, body: { id: granted.body.id, version: granted.body.version, replayed: true } });
    expect((await adminPost('grants', 'staff:finance', { account_id: man, credits: 25, idempotency_key: randomUUID() })).body).toMatchObject({
      code: 10002,
      errors: { reason: 'The reason field is required' },
    });
    expect((await adminPost('grants', 'staff:finance', { account_id: man, credits: 0, reason: 'x', idempotency_key: randomUUID() })).body).toMatchObject({
      code: 10002,
    });
    expect((await adminPost('grants', 'staff:finance', { account_id: 'nobody', credits: 5, reason: 'x', idempotency_key: randomUUID() })).body).toMatchObject({
      code: 10005,
    });

    // Same key, different body: refused, nothing granted.
    const other = await adminPost('grants', 'staff:finance', { account_id: man, credits: 50, reason: 'Goodwill after an outage', idempotency_key: key });
    expect(other).toMatchObject({ status: 409, body: { status: 409, code: 10027 } });
    const [{ posted }] = (await t.db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [man])) as { posted: string }[];
    expect(Number(posted)).toBe(114);
  });

  it('reverses a charge at most once', async () => {
    const first = await adminPost('reversals', 'staff:finance', { charge_id: chargeIds.letter1, reason: 'Complaint upheld', idempotency_key: randomUUID() });
    expect(first).toMatchObject({
      status: 201,
      body: {
        id: chargeIds.letter1,
        charge_id: chargeIds.letter1,
        account_id: man,
        service: 'write_letter',
        amount: 10,
        reason: 'Complaint upheld',
        staff_id: 'staff-finance',
      },
    });
    const second = await adminPost('reversals', 'staff:finance', { charge_id: chargeIds.letter1, reason: 'Complaint upheld', idempotency_key: randomUUID() });
    expect(second).toMatchObject({ status: 409, body: { code: 10034 } });
    expect((await adminPost('reversals', 'staff:finance', { charge_id: chargeIds.chat, idempotency_key: randomUUID() })).body).toMatchObject({ code: 10002 });
    expect((await adminPost('reversals', 'staff:finance', { charge_id: chargeIds.chat, reason: 'x' })).body).toMatchObject({
      code: 10001,
      errors: { idempotency_key: expect.stringContaining('required') },
    });
    expect((await adminPost('reversals', 'staff:finance', { charge_id: chargeIds.chat, reason: 'x', idempotency_key: 'not-a-uuid' })).body).toMatchObject({
      code: 10002,
      errors: { idempotency_key: 'The idempotency key field must be a UUID' },
    });
    expect((await adminPost('reversals', 'staff:finance', { charge_id: randomUUID(), reason: 'x', idempotency_key: randomUUID() })).body).toMatchObject({
      code: 10404,
    });
  });
});

describe('orders history', () => {
  it("shows a chat session's minutes as one order per service with the lady, counting only the minutes that still stand", async () => {
    const chatter = `man-orders-${randomUUID()}`;
    await t.openMan(chatter, 100);
    const minute = (session: string, n: number, service: 'text_chat' | 'video_chat', unitPrice: number) =>
      t.ledger.execute({
        accountId: chatter,
        actor: 'system:chat',
        command: {
          type: 'ChargeCredits',
          chargeId: `chat:${session}:m${n}`,
          service,
          unitPrice,
          quantity: 1,
          reference: orderReference('chat', session, 'lady-7'),
        },
      });
    for (const n of [1, 2, 3]) expect((await minute('s1', n, 'text_chat', 1)).ok).toBe(true);
    for (const n of [4, 5]) expect((await minute('s1', n, 'video_chat', 3)).ok).toBe(true);
    expect((await minute('s2', 1, 'text_chat', 1)).ok).toBe(true);
    // A letter names her last, as every member-facing charge does.
    expect((await charge(chatter, randomUUID(), 'write_letter', 10, orderReference('letter', 'client:1', 'lady-7'))).ok).toBe(true);
    const reversal = { type: 'ReverseCharge' as const, chargeId: 'chat:s1:m2', reason: 'complaint', staffId: 't' };
    expect((await t.ledger.execute({ accountId: chatter, actor: 'staff:t', command: reversal })).ok).toBe(true);

    type Order = { id: string; type: string; companion_id: string; credits: number; quantity: number; reversed: boolean };
    const orders = async (body: Record<string, unknown>) => {
      const res = await t.site.call<Order[]>('credit/get-orders', { sort: 'credits', direction: 'desc', ...body }, { token: chatter });
      return {
        list: (res.body.result ?? []).map(({ type, companion_id, credits, quantity, reversed }) => ({ type, companion_id, credits, quantity, reversed })),
        total: res.body.total_count,
      };
    };
    const all = await orders({});
    expect(all.total).toBe(4);
    expect(all.list).toEqual([
      { type: 'write_mail', companion_id: 'lady-7', credits: 10, quantity: 1, reversed: false },
      { type: 'video_chat', companion_id: 'lady-7', credits: 6, quantity: 2, reversed: false },
      { type: 'text_chat', companion_id: 'lady-7', credits: 2, quantity: 2, reversed: false },
      { type: 'text_chat', companion_id: 'lady-7', credits: 1, quantity: 1, reversed: false },
    ]);
    // A search keeps an order whole: the session's reference finds both of its orders, not one minute.
    const session = await orders({ search_name_or_id: 'chat:s1:lady-7' });
    expect(session.list.map((o) => [o.type, o.quantity])).toEqual([
      ['video_chat', 2],
      ['text_chat', 2],
    ]);
    expect((await orders({ search_name_or_id: 'chat:s1:m1' })).total).toBe(0);
    expect((await orders({ search_name_or_id: 'lady-7', search_order_type: 'text_chat' })).total).toBe(2);
  });
});

describe('orders history: held credits', () => {
  it('lists a gift whose credits are held as a held order with its amount, until it is captured (a charge) or released (gone)', async () => {
    const gifter = `man-gifts-${randomUUID()}`;
    await t.openMan(gifter, 500);
    const run = (command: LedgerCommand) => t.ledger.execute({ accountId: gifter, actor: 'system:profiles', command });
    const hold = (holdId: string, service: ServiceName, amount: number, reference: string) =>
      run({ type: 'HoldCredits', holdId, service, amount, reference, expiresAtMs: Date.now() + 600_000 });
    const ids = { roses: `hold-${randomUUID()}`, bear: `hold-${randomUUID()}`, minute: `hold-${randomUUID()}` };
    expect((await hold(ids.roses, 'gift', 150, orderReference('gift', 'client-roses', 'lady-7'))).ok).toBe(true);
    expect((await hold(ids.bear, 'gift', 75, orderReference('gift', 'client-bear', 'lady-7'))).ok).toBe(true);
    // A chat minute under way is held too, but its session's order shows it once charged.
    expect((await hold(ids.minute, 'text_chat', 1, orderReference('chat', 's9', 'lady-7'))).ok).toBe(true);
    expect((await charge(gifter, randomUUID(), 'write_letter', 10, orderReference('letter', 'client:9', 'lady-7'))).ok).toBe(true);

    type Order = { id: string; type: string; companion_id: string; credits: number; quantity: number; reversed: boolean; held: boolean };
    const orders = async (body: Record<string, unknown> = {}) => {
      const res = await t.site.call<Order[]>('credit/get-orders', { sort: 'credits', direction: 'desc', ...body }, { token: gifter });
      return { list: res.body.result ?? [], total: res.body.total_count };
    };
    const brief = (list: Order[]) =>
      list.map(({ id, type, companion_id, credits, quantity, reversed, held }) => ({ id, type, companion_id, credits, quantity, reversed, held }));

    const before = await orders();
    expect(before.total).toBe(3);
    expect(brief(before.list)).toEqual([
      { id: ids.roses, type: 'gift', companion_id: 'lady-7', credits: 150, quantity: 1, reversed: false, held: true },
      { id: ids.bear, type: 'gift', companion_id: 'lady-7', credits: 75, quantity: 1, reversed: false, held: true },
      { id: expect.any(String), type: 'write_mail', companion_id: 'lady-7', credits: 10, quantity: 1, reversed: false, held: false },
    ]);
    // The filters and the search treat a held order as any other.
    expect((await orders({ search_order_type: 'gift' })).total).toBe(2);
    expect((await orders({ search_order_type: 'write_mail' })).list.map((o) => o.held)).toEqual([false]);
    expect(brief((await orders({ search_name_or_id: ids.bear })).list)).toEqual([expect.objectContaining({ id: ids.bear, held: true })]);

    // Delivered: the hold is captured and its charge is the order, no longer held. Rejected: the credits are back, the order gone.
    expect((await run({ type: 'CaptureHold', holdId: ids.roses, chargeId: randomUUID(), amount: 150 })).ok).toBe(true);
    expect((await run({ type: 'ReleaseHold', holdId: ids.bear })).ok).toBe(true);
    const after = await orders();
    expect(after.total).toBe(2);
    expect(brief(after.list)).toEqual([
      { id: expect.not.stringMatching(ids.roses), type: 'gift', companion_id: 'lady-7', credits: 150, quantity: 1, reversed: false, held: false },
      expect.objectContaining({ type: 'write_mail', held: false }),
    ]);
  });
});
