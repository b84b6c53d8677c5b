import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../testing/billing-test-app.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox/sandbox.provider.js';

const SANDBOX_SECRET = 'sandbox-test-secret-0123456789-abcdefgh';
const SEGPAY_TOKEN = 'segpay-test-token-0123456789-abcdefghij';

let t: BillingTestApp;

beforeAll(async () => {
  t = await createBillingTestApp({ env: { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, SEGPAY_POSTBACK_TOKEN: SEGPAY_TOKEN } });
});

afterAll(async () => {
  await t?.close();
});

interface Envelope {
  status: boolean;
  result: unknown;
  code: number;
  desc: string;
  count?: number;
  total_count?: number;
  credits?: number;
}

async function api(path: string, token: string | null, body: Record<string, unknown> = {}): Promise<{ http: number; body: Envelope }> {
  const res = await fetch(`${t.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { access_token: token, ...body } : body),
  });
  return { http: res.status, body: (await res.json()) as Envelope };
}

async function balance(token: string): Promise<number> {
  const { body } = await api('credit/get-balance', token);
  expect(body.status).toBe(true);
  return body.credits!;
}

const PRICE_POINTS: Record<string, string> = { starter: '27001', basic: '27002', popular: '27003', premium: '27004' };

async function getUrl(token: string, packId: string): Promise<string> {
  const { body } = await api('segpay/get-url', token, { price_point_id: PRICE_POINTS[packId], credit_pack_id: packId });
  expect(body).toMatchObject({ status: true, code: 0 });
  return body.result as string;
}

const paymentIdOf = (link: string) => new URL(link).searchParams.get('payment')!;

async function payInSandbox(link: string, card: string): Promise<Response> {
  return fetch(`${t.url}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment: paymentIdOf(link), card_number: card, expiry: '12/34', cvc: '123', name: 'John Smith' }),
    redirect: 'manual',
  });
}

async function sandboxPostback(body: object, secret = SANDBOX_SECRET): Promise<{ status: number; text: string }> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${t.url}/payments/postback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, raw) },
    body: raw,
  });
  return { status: res.status, text: await res.text() };
}

const approval = (paymentId: string, transactionId: string, amountCents: number) => ({
  type: 'payment.approved',
  payment_id: paymentId,
  transaction_id: transactionId,
  amount_cents: amountCents,
  currency: 'USD',
  occurred_at: new Date().toISOString(),
});

async function payment(
  id: string,
): Promise<{ status: string; provider_transaction_id: string | null; decline_reason: string | null; reversal_kind: string | null }> {
  const rows = (await t.sql.query(`SELECT status, provider_transaction_id, decline_reason, reversal_kind FROM billing.payments WHERE id = $1`, [
    id,
  ])) as never[];
  return rows[0]!;
}

async function postbacksOf(paymentId: string): Promise<{ verified: boolean; outcome: string; http_status: number }[]> {
  return (await t.sql.query(`SELECT verified, outcome, http_status FROM billing.postbacks WHERE payment_id = $1 ORDER BY id`, [paymentId])) as never[];
}

describe('buying credits through the sandbox', () => {
  it('grants the pack from the postback, not from the return page, and lists the payment', async () => {
    const man = 'man-buyer';
    await t.openMan(man);

    const packs = await api('credit/load-credit-packs', man);
    expect(packs.body.status).toBe(true);
    const list = packs.body.result as Record<string, unknown>[];
    expect(list.map((p) => p.id)).toEqual(['starter', 'basic', 'popular', 'premium']);
    const popular = list.find((p) => p.id === 'popular')!;
    expect(popular).toMatchObject({
      name: '150 credits',
      credits: 150,
      price: 39.99,
      segpay_price_point_id: '27003',
      best: true,
      'one-time': false,
      available: true,
    });
    expect(list.find((p) => p.id === 'starter')).toMatchObject({ 'one-time': true, price: 3.99 });

    // get-url answers the very link the list shows (one open checkout per member and pack).
    const link = await getUrl(man, 'popular');
    expect(link).toBe(popular.payment_link);
    expect(link).toBe(`${t.url}/sandbox/pay?payment=${paymentIdOf(link)}`);
    const paymentId = paymentIdOf(link);
    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/sandbox/pay"');
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('$39.99');

    // The browser's return address alone grants nothing.
    await fetch(`${t.url}/?payment=${paymentId}&result=approved`);
    expect(await balance(man)).toBe(0);

    const paid = await payInSandbox(link, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.url}/?payment=${paymentId}&result=approved`);
    expect(await balance(man)).toBe(150);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved', provider_transaction_id: expect.stringMatching(/^sbx_/) });
    expect(await postbacksOf(paymentId)).toEqual([{ verified: true, outcome: 'approved: +150 credits', http_status: 200 }]);

    const [event] = (await t.sql.query(`SELECT type, actor, data FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsPurchased'`, [man])) as {
      actor: string;
      data: Record<string, unknown>;
    }[];
    expect(event).toMatchObject({
      actor: 'system:payments',
      data: { paymentId, provider: 'sandbox', creditPackId: 'popular', credits: 150, priceUsdCents: 3999 },
    });
    const [{ n }] = (await t.sql.query(`SELECT count(*)::int AS n FROM billing.outbox WHERE key = $1 AND type = 'billing.v1.CreditsPurchased'`, [man])) as {
      n: number;
    }[];
    expect(n).toBe(1);

    const history = await api('credit/replenishment', man);
    expect(history.body).toMatchObject({ status: true, count: 1, total_count: 1 });
    expect(history.body.result).toEqual([
      { id: paymentId, pack_name: '150 credits', credits: 150, price: 39.99, created_at: expect.any(String), status: 'approved', reversed: false },
    ]);

    // Paid: the page says so instead of offering the form again; the next get-url opens a new checkout.
    const again = await fetch(link);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Payment complete');
    expect(paymentIdOf(await getUrl(man, 'popular'))).not.toBe(paymentId);
  });

  it('records a declined card and grants nothing', async () => {
    const man = 'man-declined';
    await t.openMan(man, 5);
    const link = await getUrl(man, 'basic');
    const paymentId = paymentIdOf(link);
    const declined = await payInSandbox(link, '4000000000000002');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${t.url}/?payment=${paymentId}&result=declined`);
    expect(await balance(man)).toBe(5);
    expect(await payment(paymentId)).toMatchObject({ status: 'declined', decline_reason: 'card_declined', provider_transaction_id: null });
    expect(await postbacksOf(paymentId)).toEqual([{ verified: true, outcome: 'declined: card_declined', http_status: 200 }]);
    expect((await api('credit/replenishment', man)).body).toMatchObject({ result: [], count: 0, total_count: 0 });
    const page = await fetch(link);
    expect(await page.text()).toContain('Payment declined');
  });

  it('re-shows the form with errors for an invalid card, sending nothing', async () => {
    const man = 'man-typo';
    await t.openMan(man);
    const link = await getUrl(man, 'basic');
    const res = await fetch(`${t.url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment: paymentIdOf(link), card_number: '4242 4242 4242 4241', expiry: '1/2', cvc: '', name: '' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(await postbacksOf(paymentIdOf(link))).toEqual([]);
    expect(await payment(paymentIdOf(link))).toMatchObject({ status: 'pending' });
  });
});

describe('postbacks', () => {
  it('grants a replayed approval once, also when the replays race', async () => {
    const man = 'man-replay';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    const body = approval(paymentId, 'sbx_replay_1', 1499);
    expect(await sandboxPostback(body)).toEqual({ status: 200, text: 'OK' });
    expect(await sandboxPostback(body)).toEqual({ status: 200, text: 'OK' });
    const raced = await Promise.all(Array.from({ length: 5 }, () => sandboxPostback(body)));
    expect(raced.every((r) => r.status === 200)).toBe(true);
    expect(await balance(man)).toBe(50);
    const records = await postbacksOf(paymentId);
    expect(records).toHaveLength(7);
    expect(records.filter((r) => r.outcome.startsWith('approved'))).toHaveLength(1);
    expect(records.filter((r) => r.outcome.startsWith('duplicate'))).toHaveLength(6);
  });

  it('refuses a forged postback, records it unverified and grants nothing', async () => {
    const man = 'man-forged';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'premium'));
    const forged = await sandboxPostback(approval(paymentId, 'sbx_forged', 11999), 'not-the-sandbox-secret-0123456789-abcd');
    expect(forged).toEqual({ status: 403, text: 'Forbidden' });
    const unsigned = await fetch(`${t.url}/payments/postback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(approval(paymentId, 'sbx_forged', 11999)),
    });
    expect(unsigned.status).toBe(403);
    expect(await balance(man)).toBe(0);
    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });
    const records = (await t.sql.query(`SELECT verified, outcome, http_status FROM billing.postbacks WHERE payload->'body'->>'payment_id' = $1`, [
      paymentId,
    ])) as {
      verified: boolean;
      outcome: string;
    }[];
    expect(records).toEqual([
      { verified: false, outcome: 'refused: bad signature', http_status: 403 },
      { verified: false, outcome: 'refused: bad signature', http_status: 403 },
    ]);
    expect((await fetch(`${t.url}/payments/postback/nopay`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses unknown payments, amount mismatches and a transaction already used by another payment', async () => {
    const man = 'man-mismatch';
    await t.openMan(man);
    expect((await sandboxPostback(approval(randomUUID(), 'sbx_unknown', 1499))).status).toBe(404);
    expect((await sandboxPostback(approval('not-a-uuid', 'sbx_unknown2', 1499))).status).toBe(404);

    const basic = paymentIdOf(await getUrl(man, 'basic'));
    expect(await sandboxPostback(approval(basic, 'sbx_cheap', 1))).toEqual({ status: 400, text: 'Bad Request' });
    expect(await payment(basic)).toMatchObject({ status: 'pending' });
    expect(await balance(man)).toBe(0);
    expect((await postbacksOf(basic))[0]).toMatchObject({ verified: true, http_status: 400, outcome: expect.stringContaining('amount mismatch') });

    // Same provider transaction (the idempotency key) claimed for a different payment: refused.
    expect((await sandboxPostback(approval(basic, 'sbx_shared', 1499))).status).toBe(200);
    const premium = paymentIdOf(await getUrl(man, 'premium'));
    expect(await sandboxPostback(approval(premium, 'sbx_shared', 11999))).toEqual({ status: 409, text: 'Conflict' });
    expect(await payment(premium)).toMatchObject({ status: 'pending' });
    expect(await balance(man)).toBe(50);
  });

  it('handles chargebacks and refunds in any order: refused before the sale, once after it, can go negative, flags', async () => {
    const man = 'man-chargeback';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    const chargeback = {
      type: 'payment.chargeback',
      original_transaction_id: 'sbx_cb_sale',
      transaction_id: 'sbx_cb_1',
      occurred_at: new Date().toISOString(),
    };

    // The chargeback overtook the sale: refused (404) so the provider retries; nothing changes.
    expect(await sandboxPostback(chargeback)).toEqual({ status: 404, text: 'Not Found' });
    expect(await balance(man)).toBe(0);

    // A decline, then an approval of a later attempt: the approval wins.
    expect((await sandboxPostback({ type: 'payment.declined', payment_id: paymentId, transaction_id: 'sbx_cb_try1', reason: 'card_declined' })).status).toBe(
      200,
    );
    expect(await payment(paymentId)).toMatchObject({ status: 'declined' });
    expect((await sandboxPostback(approval(paymentId, 'sbx_cb_sale', 1499))).status).toBe(200);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved', decline_reason: null });
    expect(await balance(man)).toBe(50);

    // A late decline does not undo the approval.
    expect((await sandboxPostback({ type: 'payment.declined', payment_id: paymentId, transaction_id: 'sbx_cb_late', reason: 'late' })).status).toBe(200);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved' });

    // Spend 30 of the 50, then the chargeback takes all 50 back: -30, flagged.
    const spent = await t.ledger.execute({
      accountId: man,
      actor: `member:${man}`,
      command: { type: 'ChargeCredits', chargeId: randomUUID(), service: 'write_letter', unitPrice: 10, quantity: 3, reference: 'lady-1' },
    });
    expect(spent.ok).toBe(true);
    const reversed = await fetch(`${t.url}/sandbox/chargeback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment_id: paymentId }),
    });
    expect(await reversed.json()).toMatchObject({ status: true, result: { postback_status: 200, original_transaction_id: 'sbx_cb_sale' } });
    expect(await balance(man)).toBe(-30);
    expect(await payment(paymentId)).toMatchObject({ status: 'reversed', reversal_kind: 'chargeback' });
    const [account] = (await t.sql.query(`SELECT flagged, chargebacks FROM billing.accounts WHERE id = $1`, [man])) as {
      flagged: boolean;
      chargebacks: string;
    }[];
    expect(account).toMatchObject({ flagged: true });
    expect(Number(account!.chargebacks)).toBe(50);

    // A second chargeback, a refund after the chargeback and a replayed approval change nothing.
    expect(await sandboxPostback(chargeback)).toEqual({ status: 200, text: 'OK' });
    expect((await sandboxPostback({ ...chargeback, type: 'payment.refund', transaction_id: 'sbx_rf_1' })).status).toBe(200);
    expect((await sandboxPostback(approval(paymentId, 'sbx_cb_sale', 1499))).status).toBe(200);
    expect(await balance(man)).toBe(-30);
    const [{ n }] = (await t.sql.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = 'PurchaseReversed'`, [man])) as {
      n: number;
    }[];
    expect(n).toBe(1);

    // The member sees the payment flagged as reversed.
    expect((await api('credit/replenishment', man)).body.result).toEqual([expect.objectContaining({ id: paymentId, status: 'reversed', reversed: true })]);
  });

  it('books a second approved transaction through one checkout as a new payment', async () => {
    const man = 'man-double';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    expect((await sandboxPostback(approval(paymentId, 'sbx_double_1', 1499))).status).toBe(200);
    expect((await sandboxPostback(approval(paymentId, 'sbx_double_2', 1499))).status).toBe(200);
    expect(await balance(man)).toBe(100);
    const history = await api('credit/replenishment', man, { sort: 'created_at', direction: 'asc' });
    expect(history.body).toMatchObject({ count: 2, total_count: 2 });
  });

  it('rolls everything back when the ledger refuses the purchase', async () => {
    const man = 'man-rollback';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'starter'));
    // The ledger already holds a purchase under this payment id (booked by another path).
    const booked = await t.ledger.execute({
      accountId: man,
      actor: 'system:test',
      command: {
        type: 'PurchaseCredits',
        paymentId,
        provider: 'sandbox',
        providerTransactionId: 'sbx_elsewhere',
        creditPackId: 'starter',
        credits: 20,
        priceUsdCents: 399,
      },
    });
    expect(booked.ok).toBe(true);
    expect(await sandboxPostback(approval(paymentId, 'sbx_rollback', 399))).toEqual({ status: 409, text: 'Conflict' });
    expect(await payment(paymentId)).toMatchObject({ status: 'pending', provider_transaction_id: null });
    expect(await t.sql.query(`SELECT 1 FROM billing.one_time_packs_bought WHERE account_id = $1`, [man])).toEqual([]);
    expect(await t.sql.query(`SELECT 1 FROM billing.idempotency WHERE key = 'payment:sandbox:sbx_rollback'`)).toEqual([]);
    expect(await balance(man)).toBe(20);
    expect(await postbacksOf(paymentId)).toEqual([
      { verified: true, http_status: 409, outcome: expect.stringContaining('refused by the ledger: PURCHASE_ALREADY_RECORDED') },
    ]);
  });

  it('accepts a Segpay GET postback with the shared token and refuses a bad token', async () => {
    const man = 'man-segpay';
    await t.openMan(man);
    const paymentId = randomUUID();
    await t.sql.query(
      `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, status)
       VALUES ($1, $2, 'popular', '150 credits', 150, 3999, 'segpay', 'pending')`,
      [paymentId, man],
    );
    const query = (token: string) =>
      new URLSearchParams({
        token,
        action: 'Auth',
        stage: 'Initial',
        approved: 'Yes',
        trantype: 'sale',
        tranid: '94836152',
        relatedtranid: '',
        purchaseid: '24601123',
        eticketid: '197633:27003',
        price: '39.99',
        currencycode: 'USD',
        paymentid: paymentId,
      });
    const bad = await fetch(`${t.url}/payments/postback/segpay?${query('wrong-token')}`);
    expect(bad.status).toBe(403);
    expect(await balance(man)).toBe(0);
    const good = await fetch(`${t.url}/payments/postback/segpay?${query(SEGPAY_TOKEN)}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('OK');
    expect(await balance(man)).toBe(150);
    const records = (await t.sql.query(
      `SELECT verified, http_status, payload->'query'->>'token' AS token FROM billing.postbacks WHERE provider = 'segpay' ORDER BY id`,
    )) as { verified: boolean; http_status: number; token: string }[];
    expect(records).toEqual([
      { verified: false, http_status: 403, token: '[redacted]' },
      { verified: true, http_status: 200, token: '[redacted]' },
    ]);
    const refund = new URLSearchParams({
      token: SEGPAY_TOKEN,
      action: 'Auth',
      trantype: 'credit',
      approved: 'Yes',
      tranid: '95000002',
      relatedtranid: '94836152',
    });
    expect((await fetch(`${t.url}/payments/postback/segpay?${refund}`)).status).toBe(200);
    expect(await balance(man)).toBe(0);
    expect(await payment(paymentId)).toMatchObject({ status: 'reversed', reversal_kind: 'refund' });
  });
});

describe('checkout rules', () => {
  it('sells a one-time pack once: marked unavailable, get-url refuses with 10034', async () => {
    const man = 'man-starter';
    await t.openMan(man);
    const link = await getUrl(man, 'starter');
    expect((await payInSandbox(link, '4242424242424242')).status).toBe(303);
    expect(await balance(man)).toBe(20);
    const packs = (await api('credit/load-credit-packs', man)).body.result as Record<string, unknown>[];
    expect(packs.find((p) => p.id === 'starter')).toMatchObject({ 'one-time': true, available: false, payment_link: null });
    expect(packs.find((p) => p.id === 'basic')).toMatchObject({ available: true, payment_link: expect.stringContaining('/sandbox/pay?payment=') });
    const again = await api('segpay/get-url', man, { price_point_id: '27001', credit_pack_id: 'starter' });
    expect(again).toMatchObject({ http: 409, body: { status: false, code: 10034, desc: 'Action already performed' } });
  });

  it('validates get-url: both ids required and matching one active pack; men only', async () => {
    const man = 'man-checks';
    await t.openMan(man);
    expect((await api('segpay/get-url', man, { credit_pack_id: 'basic' })).body).toMatchObject({ code: 10002 });
    expect((await api('segpay/get-url', man, { price_point_id: '27003', credit_pack_id: 'basic' })).body).toMatchObject({ code: 10002 });
    expect((await api('segpay/get-url', man, { price_point_id: 27002, credit_pack_id: 'basic' })).body).toMatchObject({ status: true });
    expect((await api('segpay/get-url', man, { price_point_id: '99999', credit_pack_id: 'gold' })).body).toMatchObject({ code: 10404 });
    expect((await api('segpay/get-url', 'woman-1', { price_point_id: '27002', credit_pack_id: 'basic' })).body).toMatchObject({ code: 10024 });
    expect((await api('segpay/get-url', null, { price_point_id: '27002', credit_pack_id: 'basic' })).body).toMatchObject({ code: 10401 });
    expect((await api('segpay/get-url', 'man-without-account', { price_point_id: '27002', credit_pack_id: 'basic' })).body).toMatchObject({ code: 10005 });
    expect((await api('credit/replenishment', man, { sort: 'colour' })).body).toMatchObject({ code: 10002 });
  });

  it('sorts and pages the payments history', async () => {
    const man = 'man-history';
    await t.openMan(man);
    const packs: [string, number][] = [
      ['basic', 1499],
      ['popular', 3999],
      ['premium', 11999],
    ];
    for (const [pack, cents] of packs) {
      const paymentId = paymentIdOf(await getUrl(man, pack));
      expect((await sandboxPostback(approval(paymentId, `sbx_hist_${pack}`, cents))).status).toBe(200);
    }
    const newest = await api('credit/replenishment', man);
    expect((newest.body.result as { pack_name: string }[]).map((r) => r.pack_name)).toEqual(['500 credits', '150 credits', '50 credits']);
    const byPrice = await api('credit/replenishment', man, { sort: 'price', direction: 'asc', limit: 2, offset: 1 });
    expect(byPrice.body).toMatchObject({ count: 2, total_count: 3 });
    expect((byPrice.body.result as { price: number }[]).map((r) => r.price)).toEqual([39.99, 119.99]);
  });
});

describe('without dev providers', () => {
  let prod: BillingTestApp;
  beforeAll(async () => {
    prod = await createBillingTestApp({ devProviders: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('checks out with Segpay and neither serves the sandbox nor trusts its postbacks', async () => {
    await prod.openMan('man-prod');
    const res = await fetch(`${prod.url}/api/segpay/get-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: 'man-prod', price_point_id: '27003', credit_pack_id: 'popular' }),
    });
    const link = new URL(((await res.json()) as Envelope).result as string);
    expect(link.origin + link.pathname).toBe('https://secure2.segpay.com/billing/poset.cgi');
    expect(link.searchParams.get('x-eticketid')).toBe('27003');
    const paymentId = link.searchParams.get('paymentid')!;
    expect(link.searchParams.get('x-auth-link')).toBe(`${prod.url}/?payment=${paymentId}&result=approved`);

    expect((await fetch(`${prod.url}/sandbox/pay?payment=${paymentId}`)).status).toBe(404);
    const raw = JSON.stringify(approval(paymentId, 'sbx_prod', 3999));
    const postback = await fetch(`${prod.url}/payments/postback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SANDBOX_SECRET, raw) },
      body: raw,
    });
    expect(postback.status).toBe(404);
    const [row] = (await prod.sql.query(`SELECT status FROM billing.payments WHERE id = $1`, [paymentId])) as { status: string }[];
    expect(row!.status).toBe('pending');
  });
});
