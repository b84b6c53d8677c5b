import { randomUUID } from 'node:crypto';
import type { Envelope } from '@dating/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_RECORD_BYTES } from './commands/process-postback/postback-input.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './infrastructure/payments/sandbox/sandbox.provider.js';
import { CheckoutExpiry } from './jobs/checkout-expiry.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';
import { staffActionsInOutbox } from './testing/ra-simple-rest.js';

const SANDBOX_SECRET = 'sandbox-test-secret-0123456789-abcdefgh';
const SEGPAY_TOKEN = 'segpay-test-token-0123456789-abcdefghij';

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingTestApp({ env: { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, SEGPAY_POSTBACK_TOKEN: SEGPAY_TOKEN } });
});

afterAll(async () => {
  await t?.close();
});

/** A Site API call as a test token (a member id), or anonymous. */
async function api(path: string, token: string | null, body: Record<string, unknown> = {}): Promise<{ http: number; body: Envelope }> {
  const { status, body: envelope } = await t.site.call(path, body, token ? { token } : {});
  return { http: status, body: envelope };
}

async function balance(token: string): Promise<number> {
  const { body } = await api('credit/get-balance', token);
  expect(body.status).toBe(true);
  return body.credits as number;
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

async function sandboxPostback(body: object | string, secret = SANDBOX_SECRET): Promise<{ status: number; text: string }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
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
  const rows = (await t.db.query(`SELECT status, provider_transaction_id, decline_reason, reversal_kind FROM billing.payments WHERE id = $1`, [id])) as never[];
  return rows[0]!;
}

/** An admin-API call with a test token (`staff:finance`, a member id, or none). */
async function adminApi(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { status, body: answer } = await t.site.admin<Record<string, unknown>>(method, path, { token: token ?? undefined, body });
  return { status, body: answer };
}

async function exceptionsOf(paymentId: string): Promise<{ id: string; reason: string; status: string; provider_transaction_id: string }[]> {
  return (await t.db.query(`SELECT id, reason, status, provider_transaction_id FROM billing.payment_exceptions WHERE payment_id = $1 ORDER BY id`, [
    paymentId,
  ])) as never[];
}

async function purchasesOf(man: string): Promise<number> {
  const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsPurchased'`, [man])) as {
    n: number;
  }[];
  return n;
}

async function postbacksOf(paymentId: string): Promise<{ verified: boolean; outcome: string; http_status: number }[]> {
  return (await t.db.query(`SELECT verified, outcome, http_status FROM billing.postbacks WHERE payment_id = $1 ORDER BY id`, [paymentId])) as never[];
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
      best: false,
      'one-time': false,
      available: true,
    });
    // "Best value" is the pack that costs least per credit ($0.24 against the 150 pack's $0.27).
    expect(list.filter((p) => p.best).map((p) => p.id)).toEqual(['premium']);
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

    const [event] = (await t.db.query(`SELECT type, actor, data FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsPurchased'`, [man])) as {
      actor: string;
      data: Record<string, unknown>;
    }[];
    expect(event).toMatchObject({
      actor: 'system:payments',
      data: { paymentId, provider: 'sandbox', creditPackId: 'popular', credits: 150, priceUsdCents: 3999 },
    });
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM billing.outbox WHERE key = $1 AND type = 'billing.v1.CreditsPurchased'`, [man])) as {
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
    const records = (await t.db.query(`SELECT verified, outcome, http_status FROM billing.postbacks WHERE payload->'body'->>'payment_id' = $1`, [
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
    const audited = (await staffActionsInOutbox(t.db)).length;
    const reversed = await fetch(`${t.url}/sandbox/chargeback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer staff:finance' },
      body: JSON.stringify({ payment_id: paymentId }),
    });
    expect(await reversed.json()).toMatchObject({ status: true, result: { postback_status: 200, original_transaction_id: 'sbx_cb_sale' } });
    // The finance member's simulated chargeback is in the audit log, as a refund would be.
    expect((await staffActionsInOutbox(t.db)).slice(audited)).toEqual([
      expect.objectContaining({
        action: 'payment.sandbox_chargeback',
        resource: 'payments',
        recordId: paymentId,
        actorRole: 'finance',
        before: { original_transaction_id: 'sbx_cb_sale' },
        after: { kind: 'chargeback', postback_status: 200 },
        service: 'billing-ledger',
      }),
    ]);
    expect(await balance(man)).toBe(-30);
    expect(await payment(paymentId)).toMatchObject({ status: 'reversed', reversal_kind: 'chargeback' });
    const [account] = (await t.db.query(`SELECT flagged, chargebacks FROM billing.accounts WHERE id = $1`, [man])) as {
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
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = 'PurchaseReversed'`, [man])) as {
      n: number;
    }[];
    expect(n).toBe(1);

    // The member sees the payment flagged as reversed.
    expect((await api('credit/replenishment', man)).body.result).toEqual([expect.objectContaining({ id: paymentId, status: 'reversed', reversed: true })]);
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
    expect(await t.db.query(`SELECT 1 FROM billing.one_time_packs_bought WHERE account_id = $1`, [man])).toEqual([]);
    expect(await t.db.query(`SELECT 1 FROM billing.idempotency WHERE key = 'payment:sandbox:sbx_rollback'`)).toEqual([]);
    expect(await balance(man)).toBe(20);
    expect(await postbacksOf(paymentId)).toEqual([
      { verified: true, http_status: 409, outcome: expect.stringContaining('refused by the ledger: PURCHASE_ALREADY_RECORDED') },
    ]);
  });

  it('accepts a Segpay GET postback with the shared token and refuses a bad token', async () => {
    const man = 'man-segpay';
    await t.openMan(man);
    const paymentId = randomUUID();
    await t.db.query(
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
    const records = (await t.db.query(
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
    expect((await api('segpay/get-url', man, { credit_pack_id: 'basic' })).body).toMatchObject({ code: 10001 });
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

describe('one checkout is paid once', () => {
  it('20 parallel sandbox payments of one checkout give one approved payment and one grant', async () => {
    const man = 'man-parallel';
    await t.openMan(man);
    const link = await getUrl(man, 'premium');
    const paymentId = paymentIdOf(link);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payInSandbox(link, '4242 4242 4242 4242')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await balance(man)).toBe(500);
    expect(await purchasesOf(man)).toBe(1);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved' });
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM billing.payments WHERE account_id = $1 AND status = 'approved'`, [man])) as {
      n: number;
    }[];
    expect(n).toBe(1);
    // The losers were refused before any postback was sent.
    expect(await postbacksOf(paymentId)).toEqual([{ verified: true, outcome: 'approved: +500 credits', http_status: 200 }]);
    expect(await exceptionsOf(paymentId)).toEqual([]);
    // And the page refuses the paid checkout for good.
    const again = await payInSandbox(link, '4242 4242 4242 4242');
    expect(again.status).toBe(409);
    expect(await balance(man)).toBe(500);
  });

  it('records a second approved sale on a paid checkout for finance and never grants it', async () => {
    const man = 'man-double';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    expect(await sandboxPostback(approval(paymentId, 'sbx_double_1', 1499))).toEqual({ status: 200, text: 'OK' });
    expect(await sandboxPostback(approval(paymentId, 'sbx_double_2', 1499))).toEqual({ status: 200, text: 'OK' });
    // The provider retries the second one: still recorded once.
    expect(await sandboxPostback(approval(paymentId, 'sbx_double_2', 1499))).toEqual({ status: 200, text: 'OK' });
    // And many more racing sales on the same checkout grant nothing either.
    const raced = await Promise.all(Array.from({ length: 10 }, (_, i) => sandboxPostback(approval(paymentId, `sbx_double_race_${i}`, 1499))));
    expect(raced.every((r) => r.status === 200)).toBe(true);
    expect(await balance(man)).toBe(50);
    expect(await purchasesOf(man)).toBe(1);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved', provider_transaction_id: 'sbx_double_1' });
    const exceptions = await exceptionsOf(paymentId);
    expect(exceptions).toHaveLength(11);
    expect(exceptions[0]).toMatchObject({ reason: 'checkout_already_paid', status: 'open', provider_transaction_id: 'sbx_double_2' });
    const records = await postbacksOf(paymentId);
    expect(records.filter((r) => r.outcome.startsWith('needs refund: checkout already approved'))).toHaveLength(11);
    expect(records.filter((r) => r.outcome.startsWith('duplicate: transaction sbx_double_2 already recorded for finance'))).toHaveLength(1);
    expect((await api('credit/replenishment', man)).body).toMatchObject({ count: 1, total_count: 1 });

    // Finance sees the queue in the admin API, and only finance.
    expect(await adminApi('GET', `payment-exceptions?filter=${encodeURIComponent(JSON.stringify({ payment_id: paymentId }))}`, man)).toMatchObject({
      status: 401,
    });
    const queue = await adminApi(
      'GET',
      `payment-exceptions?filter=${encodeURIComponent(JSON.stringify({ payment_id: paymentId, status: 'open' }))}`,
      'staff:finance',
    );
    expect(queue.status).toBe(200);
    expect(queue.body).toHaveLength(11);
    const second = (queue.body as unknown as Record<string, unknown>[]).find((e) => e.provider_transaction_id === 'sbx_double_2')!;
    expect(second).toMatchObject({ account_id: man, reason: 'checkout_already_paid', amount: 14.99, status: 'open' });

    // Finance refunds it through the provider; the provider's signed refund postback closes it, credits untouched.
    const refunded = await adminApi('POST', 'refunds', 'staff:finance', { payment_exception_id: second.id, reason: 'Charged twice' });
    expect(refunded).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        payment_id: paymentId,
        payment_exception_id: second.id,
        provider_transaction_id: 'sbx_double_2',
        amount_usd_cents: 1499,
        outcome: 'sent',
        postback_status: 200,
        payment_status: 'refunded',
        staff_id: 'staff-finance',
        reason: 'Charged twice',
      },
    });
    expect(await adminApi('GET', `payment-exceptions/${second.id}`, 'staff:finance')).toMatchObject({
      body: { status: 'refunded', refund_requested_by: 'staff-finance', refund_reason: 'Charged twice' },
    });
    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_exception_id: second.id, reason: 'again' })).toMatchObject({
      status: 409,
      body: { code: 10034 },
    });
    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_exception_id: second.id, payment_id: paymentId, reason: 'both' })).toMatchObject({
      status: 400,
      body: { code: 10002, errors: { payment_id: 'Give payment_id or payment_exception_id, not both' } },
    });
    expect(await balance(man)).toBe(50);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved' });
  });

  it('grants a one-time pack once, also when two of its checkouts are approved', async () => {
    const man = 'man-one-time-twice';
    await t.openMan(man);
    const first = paymentIdOf(await getUrl(man, 'starter'));
    // A second open checkout of the same pack (e.g. one started before the first was paid).
    const other = randomUUID();
    await t.db.query(
      `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, status)
       VALUES ($1, $2, 'starter', 'Starter: 20 credits', 20, 399, 'sandbox', 'pending')`,
      [other, man],
    );
    expect((await sandboxPostback(approval(first, 'sbx_once_1', 399))).status).toBe(200);
    expect(await sandboxPostback(approval(other, 'sbx_once_2', 399))).toEqual({ status: 200, text: 'OK' });
    expect(await sandboxPostback(approval(other, 'sbx_once_2', 399))).toEqual({ status: 200, text: 'OK' });
    // A second sale on the first checkout is not granted either.
    expect((await sandboxPostback(approval(first, 'sbx_once_3', 399))).status).toBe(200);
    expect(await balance(man)).toBe(20);
    expect(await purchasesOf(man)).toBe(1);
    expect(await payment(other)).toMatchObject({ status: 'needs_refund', provider_transaction_id: 'sbx_once_2' });
    expect(await exceptionsOf(other)).toEqual([expect.objectContaining({ reason: 'one_time_pack_already_bought', status: 'open' })]);
    expect(await exceptionsOf(first)).toEqual([expect.objectContaining({ reason: 'checkout_already_paid', provider_transaction_id: 'sbx_once_3' })]);

    // Finance refunds the payment that needs it: reversed, its exception closed, the granted pack untouched.
    const refunded = await adminApi('POST', 'refunds', 'staff:finance', { payment_id: other, reason: 'One-time pack bought twice' });
    expect(refunded).toMatchObject({ status: 201, body: { payment_id: other, payment_exception_id: null, payment_status: 'reversed', outcome: 'sent' } });
    expect(await payment(other)).toMatchObject({ status: 'reversed', reversal_kind: 'refund' });
    expect(await exceptionsOf(other)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(await balance(man)).toBe(20);
    expect(await payment(first)).toMatchObject({ status: 'approved' });
  });

  it('expires unpaid checkouts once with two sweepers at a time; a late approval is still granted', async () => {
    const man = 'man-expiry';
    await t.openMan(man);
    const stale = paymentIdOf(await getUrl(man, 'basic'));
    const stuck = paymentIdOf(await getUrl(man, 'popular'));
    const fresh = paymentIdOf(await getUrl(man, 'premium'));
    await t.db.query(`UPDATE billing.payments SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`, [[stale, stuck]]);
    await t.db.query(`UPDATE billing.payments SET status = 'processing' WHERE id = $1`, [stuck]);

    const [a, b] = await Promise.all([new CheckoutExpiry(t.db).sweep(), new CheckoutExpiry(t.db).sweep()]);
    const expired = [...a!, ...b!].filter((id) => id === stale || id === stuck);
    expect(expired.sort()).toEqual([stale, stuck].sort());
    expect(await payment(stale)).toMatchObject({ status: 'expired' });
    expect(await payment(stuck)).toMatchObject({ status: 'expired' });
    expect(await payment(fresh)).toMatchObject({ status: 'pending' });
    expect(await new CheckoutExpiry(t.db).sweep()).toEqual([]);

    // The expired link can no longer be paid; get-url opens a new checkout.
    const page = await fetch(`${t.url}/sandbox/pay?payment=${stale}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Payment link expired');
    expect((await payInSandbox(`${t.url}/sandbox/pay?payment=${stale}`, '4242424242424242')).status).toBe(409);
    expect(await balance(man)).toBe(0);
    expect(paymentIdOf(await getUrl(man, 'basic'))).not.toBe(stale);

    // Money the provider took for it anyway is granted: the member paid for exactly this checkout.
    expect(await sandboxPostback(approval(stale, 'sbx_late', 1499))).toEqual({ status: 200, text: 'OK' });
    expect(await payment(stale)).toMatchObject({ status: 'approved' });
    expect(await balance(man)).toBe(50);
    expect((await postbacksOf(stale)).at(-1)).toMatchObject({ outcome: 'approved: +50 credits; approved after the checkout expired' });
  });
});

describe('refunds and chargebacks are for finance only', () => {
  async function paidPayment(man: string, tx: string): Promise<string> {
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    expect((await sandboxPostback(approval(paymentId, tx, 1499))).status).toBe(200);
    return paymentId;
  }

  const chargeback = (token: string | null, body: object) =>
    fetch(`${t.url}/sandbox/chargeback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

  it('refuses the sandbox chargeback simulator to anyone but finance', async () => {
    const man = 'man-victim';
    const paymentId = await paidPayment(man, 'sbx_victim');
    for (const token of [null, man, 'man-someone-else', 'woman-1', 'staff:site_moderator']) {
      // A staff member of another role: 403 (10024); anyone else: 401.
      const refusal =
        token === 'staff:site_moderator' ? { status: 403, body: { status: false, code: 10024 } } : { status: 401, body: { status: false, code: 10401 } };
      for (const kind of ['refund', 'chargeback']) {
        expect(await chargeback(token, { payment_id: paymentId, kind })).toMatchObject(refusal);
        expect(await chargeback(token, { original_transaction_id: 'sbx_victim', kind })).toMatchObject({ status: refusal.status });
      }
    }
    expect(await balance(man)).toBe(50);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved', reversal_kind: null });
    const [account] = (await t.db.query(`SELECT flagged FROM billing.accounts WHERE id = $1`, [man])) as { flagged: boolean }[];
    expect(account!.flagged).toBe(false);
    expect((await postbacksOf(paymentId)).map((r) => r.outcome)).toEqual(['approved: +50 credits']);

    // Finance may simulate one: a signed postback through the verified path.
    expect(await chargeback('staff:finance', { payment_id: paymentId, kind: 'refund' })).toMatchObject({
      status: 200,
      body: { status: true, result: { postback_status: 200, original_transaction_id: 'sbx_victim' } },
    });
    expect(await payment(paymentId)).toMatchObject({ status: 'reversed', reversal_kind: 'refund' });
    expect(await balance(man)).toBe(0);
    const [record] = (await t.db.query(`SELECT verified, kind FROM billing.postbacks WHERE kind = 'refund' AND provider_transaction_id = 'sbx_victim'`)) as {
      verified: boolean;
    }[];
    expect(record).toMatchObject({ verified: true });
  });

  it('refunds a payment through the admin API for finance only, at most once', async () => {
    const man = 'man-refunded';
    const paymentId = await paidPayment(man, 'sbx_refund_me');
    const audited = (await staffActionsInOutbox(t.db)).length;
    for (const token of [null, man]) {
      expect(await adminApi('POST', 'refunds', token, { payment_id: paymentId, reason: 'x' })).toMatchObject({ status: 401, body: { code: 10401 } });
    }
    for (const token of ['staff:site_moderator', 'staff:agency_moderator']) {
      expect(await adminApi('POST', 'refunds', token, { payment_id: paymentId, reason: 'x' })).toMatchObject({ status: 403, body: { code: 10024 } });
    }
    expect(await balance(man)).toBe(50);
    expect(await payment(paymentId)).toMatchObject({ status: 'approved' });

    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_id: paymentId })).toMatchObject({
      status: 400,
      body: { code: 10002, errors: { reason: expect.any(String) } },
    });
    expect(await adminApi('POST', 'refunds', 'staff:finance', { reason: 'x' })).toMatchObject({
      status: 400,
      body: { code: 10001, errors: { payment_id: 'The payment field is required' } },
    });
    const refunded = await adminApi('POST', 'refunds', 'staff:finance', { payment_id: paymentId, reason: 'Member asked' });
    expect(refunded).toMatchObject({
      status: 201,
      body: { payment_id: paymentId, payment_status: 'reversed', staff_id: 'staff-finance', outcome: 'sent', postback_status: 200, amount: 14.99 },
    });
    expect(await adminApi('GET', `refunds/${refunded.body.id}`, 'staff:finance')).toMatchObject({ status: 200, body: refunded.body });
    expect(await balance(man)).toBe(0);
    expect(await payment(paymentId)).toMatchObject({ status: 'reversed', reversal_kind: 'refund' });
    expect(await adminApi('POST', 'refunds', 'staff:admin', { payment_id: paymentId, reason: 'again' })).toMatchObject({ status: 409, body: { code: 10034 } });
    expect(await balance(man)).toBe(0);
    const [row] = (await t.db.query(`SELECT refund_requested_by, refund_reason FROM billing.payments WHERE id = $1`, [paymentId])) as unknown[];
    expect(row).toEqual({ refund_requested_by: 'staff-finance', refund_reason: 'Member asked' });

    // Nothing paid, nothing to refund; unknown ids.
    const pending = paymentIdOf(await getUrl(man, 'popular'));
    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_id: pending, reason: 'x' })).toMatchObject({ status: 400, body: { code: 10007 } });
    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_id: randomUUID(), reason: 'x' })).toMatchObject({ status: 404, body: { code: 10404 } });
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM billing.refund_requests WHERE payment_id = $1`, [paymentId])) as { n: number }[];
    expect(n).toBe(1);
    // One audit record, of the one refund asked for; the refused requests left none.
    expect((await staffActionsInOutbox(t.db)).slice(audited)).toEqual([
      expect.objectContaining({
        action: 'payment.refund',
        resource: 'refunds',
        recordId: String(refunded.body.id),
        actorStaffId: 'staff-finance',
        actorRole: 'finance',
        before: expect.objectContaining({ id: paymentId, status: 'approved', refund_requested_by: null }),
        after: expect.objectContaining({ id: refunded.body.id, payment_id: paymentId, outcome: 'asking', reason: 'Member asked' }),
      }),
    ]);
  });

  it('leaves a Segpay refund to the merchant portal: recorded, credits kept until Segpay reports it', async () => {
    const man = 'man-segpay-refund';
    await t.openMan(man, 150);
    const paymentId = randomUUID();
    await t.db.query(
      `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, provider_transaction_id, status)
       VALUES ($1, $2, 'popular', '150 credits', 150, 3999, 'segpay', '77000001', 'approved')`,
      [paymentId, man],
    );
    const asked = await adminApi('POST', 'refunds', 'staff:finance', { payment_id: paymentId, reason: 'Goodwill' });
    expect(asked).toMatchObject({ status: 202, body: { payment_status: 'approved', outcome: 'manual', instructions: expect.stringContaining('Segpay') } });
    expect(await balance(man)).toBe(150);
  });

  it('asks the provider for one refund however often the form is sent, also at the same moment; a refund it did not take can be asked again', async () => {
    const man = 'man-double-refund';
    const paymentId = await paidPayment(man, 'sbx_refund_twice');
    const refundPostbacks = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM billing.postbacks WHERE kind = 'refund' AND provider_transaction_id = 'sbx_refund_twice'`)) as {
        n: number;
      }[];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => adminApi('POST', 'refunds', 'staff:finance', { payment_id: paymentId, reason: 'Twice' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 10034)).toBe(true);
    expect((await refundPostbacks())[0]!.n).toBe(1);
    expect(await balance(man)).toBe(0);

    // Segpay leaves it to the merchant portal: asked once, a second request is refused until the first failed.
    const segpayMan = 'man-segpay-double-refund';
    await t.openMan(segpayMan, 150);
    const segpayId = randomUUID();
    await t.db.query(
      `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, provider_transaction_id, status)
       VALUES ($1, $2, 'popular', '150 credits', 150, 3999, 'segpay', '77000002', 'approved')`,
      [segpayId, segpayMan],
    );
    expect((await adminApi('POST', 'refunds', 'staff:finance', { payment_id: segpayId, reason: 'Goodwill' })).status).toBe(202);
    expect(await adminApi('POST', 'refunds', 'staff:finance', { payment_id: segpayId, reason: 'Again' })).toMatchObject({ status: 409, body: { code: 10034 } });
    await t.db.query(`UPDATE billing.refund_requests SET outcome = 'failed' WHERE payment_id = $1`, [segpayId]);
    expect((await adminApi('POST', 'refunds', 'staff:finance', { payment_id: segpayId, reason: 'Once more' })).status).toBe(202);
  });
});

describe('hostile postbacks', () => {
  async function lastPostback(): Promise<{
    provider: string;
    verified: boolean;
    outcome: string;
    http_status: number;
    raw_size: number;
    raw_bytes: number;
    raw: Buffer;
  }> {
    const [row] = (await t.db.query(
      `SELECT provider, verified, outcome, http_status, raw_size, octet_length(raw_request) AS raw_bytes, raw_request AS raw FROM billing.postbacks ORDER BY id DESC LIMIT 1`,
    )) as { provider: string; verified: boolean; outcome: string; http_status: number; raw_size: number; raw_bytes: number; raw: Buffer }[];
    return row!;
  }

  const segpayQuery = (paymentId: string, overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      token: SEGPAY_TOKEN,
      action: 'Auth',
      approved: 'Yes',
      trantype: 'sale',
      tranid: '88000001',
      price: '39.99',
      currencycode: 'USD',
      paymentid: paymentId,
      ...overrides,
    }).toString();

  async function segpayCheckout(man: string): Promise<string> {
    const paymentId = randomUUID();
    await t.db.query(
      `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, status)
       VALUES ($1, $2, 'popular', '150 credits', 150, 3999, 'segpay', 'pending')`,
      [paymentId, man],
    );
    return paymentId;
  }

  it('records and refuses (4xx) a signed approval carrying a NUL or an unpaired surrogate', async () => {
    const man = 'man-hostile-sandbox';
    await t.openMan(man);
    const paymentId = paymentIdOf(await getUrl(man, 'basic'));
    const signed = [
      // JSON.stringify writes these as \u0000 and \ud800 escapes: valid JSON, unstorable text.
      JSON.stringify(approval(paymentId, 'sbx_nul\u0000', 1499)),
      JSON.stringify(approval(paymentId, 'sbx_lone\ud800', 1499)),
      `{"type":"payment.approved","payment_id":"${paymentId}","transaction_id":"sbx_key","amount_cents":1499,"currency":"USD","\\udc00":1}`,
      '"\\ud800"',
    ];
    const outcomes = [];
    for (const raw of signed) {
      expect(await sandboxPostback(raw)).toEqual({ status: 400, text: 'Bad Request' });
      const record = await lastPostback();
      expect(record).toMatchObject({ provider: 'sandbox', verified: false, http_status: 400, raw_size: expect.any(Number) });
      expect(record.raw.toString('latin1')).toContain(raw);
      outcomes.push(record.outcome);
    }
    expect(outcomes).toEqual([
      'refused: malformed input, NUL character in the body',
      'refused: malformed input, unpaired surrogate in the body',
      'refused: malformed input, unpaired surrogate in a body key',
      'refused: malformed input, unpaired surrogate in the body',
    ]);
    expect(await payment(paymentId)).toMatchObject({ status: 'pending', provider_transaction_id: null });
    expect(await balance(man)).toBe(0);
  });

  it('records and refuses a 5,000-deep body and caps what it keeps of a large one', async () => {
    const man = 'man-hostile-deep';
    await t.openMan(man);
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await fetch(`${t.url}/payments/postback/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
    const deepRecord = await lastPostback();
    expect(deepRecord).toMatchObject({ http_status: 400, outcome: 'refused: malformed input, body nested deeper than 8 levels' });
    expect(deepRecord.raw.toString('latin1').endsWith(deep)).toBe(true);

    // Not JSON at all, and JSON the platform's strict parser would refuse: still recorded, 400 from us.
    for (const body of ['{"type":', '"\\ud800"']) {
      const bad = await fetch(`${t.url}/payments/postback/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect({ status: bad.status, text: await bad.text() }).toEqual({ status: 400, text: 'Bad Request' });
      const record = await lastPostback();
      expect(record.raw.toString('latin1').endsWith(`\r\n\r\n${body}`)).toBe(true);
      expect(record.http_status).toBe(400);
    }

    // Over the 256 KiB body limit: recorded (first 16 KiB kept, full size noted), 413 as on every route.
    const huge = await fetch(`${t.url}/payments/postback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'y'.repeat(300_000) }),
    });
    expect({ status: huge.status, text: await huge.text() }).toEqual({ status: 413, text: 'Payload Too Large' });
    expect(await lastPostback()).toMatchObject({ outcome: 'refused: malformed input, body larger than 262144 bytes', raw_bytes: RAW_RECORD_BYTES });
    expect((await lastPostback()).raw_size).toBeGreaterThan(300_000);

    // Over 8 MiB: not read to its end, still recorded and answered 413 (never a 500 that asks the sender to retry), connection closed.
    const vast = await fetch(`${t.url}/payments/postback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a'.repeat(9 * 1024 * 1024),
    });
    expect({ status: vast.status, connection: vast.headers.get('connection'), text: await vast.text() }).toEqual({
      status: 413,
      connection: 'close',
      text: 'Payload Too Large',
    });
    const vastRecord = await lastPostback();
    expect(vastRecord).toMatchObject({ http_status: 413, outcome: 'refused: malformed input, body larger than 8388608 bytes, not read to its end' });
    expect(vastRecord.raw_size).toBeLessThan(9 * 1024 * 1024);

    const big = JSON.stringify({ type: 'payment.approved', filler: 'x'.repeat(100_000) });
    const large = await fetch(`${t.url}/payments/postback/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(large.status).toBe(403);
    const record = await lastPostback();
    expect(record).toMatchObject({ http_status: 403, outcome: 'refused: bad signature', raw_bytes: RAW_RECORD_BYTES });
    expect(record.raw_size).toBeGreaterThan(100_000);
    expect(await balance(man)).toBe(0);
  });

  it('records and refuses a NUL in the query, the form body or the provider name; secrets stay masked', async () => {
    const man = 'man-hostile-segpay';
    await t.openMan(man);
    const paymentId = await segpayCheckout(man);

    const inQuery = await fetch(`${t.url}/payments/postback/segpay?${segpayQuery(paymentId, { tranid: '88000001\u0000' })}`);
    expect(inQuery.status).toBe(400);
    let record = await lastPostback();
    expect(record).toMatchObject({ provider: 'segpay', http_status: 400, outcome: 'refused: malformed input, NUL character in the query' });
    expect(record.raw.toString('latin1')).toContain('tranid=88000001%00');
    expect(record.raw.toString('latin1')).toContain('token=[redacted]');
    expect(record.raw.toString('latin1')).not.toContain(SEGPAY_TOKEN);

    const inForm = await fetch(`${t.url}/payments/postback/segpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: segpayQuery(paymentId, { price: '39.99%00' }).replace('39.99%2500', '39.99%00'),
    });
    expect(inForm.status).toBe(400);
    record = await lastPostback();
    expect(record).toMatchObject({ http_status: 400, outcome: 'refused: malformed input, NUL character in the body' });
    expect(record.raw.toString('latin1')).not.toContain(SEGPAY_TOKEN);

    const inName = await fetch(`${t.url}/payments/postback/seg%00pay?${segpayQuery(paymentId)}`);
    // Malformed, not an unknown provider (a 404 a provider might retry).
    expect(inName.status).toBe(400);
    expect(await lastPostback()).toMatchObject({ provider: 'seg\\u0000pay', http_status: 400, outcome: expect.stringContaining('refused: malformed input') });

    expect(await payment(paymentId)).toMatchObject({ status: 'pending' });
    expect(await balance(man)).toBe(0);
    // The same postback without the NUL is accepted, so the refusals were about the input alone.
    expect((await fetch(`${t.url}/payments/postback/segpay?${segpayQuery(paymentId)}`)).status).toBe(200);
    expect(await balance(man)).toBe(150);

    // Every one of those records reads back through the finance API.
    const list = await adminApi('GET', `postbacks?range=${encodeURIComponent('[0,9]')}`, 'staff:finance');
    expect(list.status).toBe(200);
    expect((list.body as unknown as { payload: { query: Record<string, string> } }[]).some((r) => r.payload.query.tranid === '88000001\\u0000')).toBe(true);
  });
});

describe('without dev providers', () => {
  let prod: BillingTestApp;
  beforeAll(async () => {
    prod = await startBillingTestApp({ devProviders: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('checks out with Segpay and neither serves the sandbox nor trusts its postbacks', async () => {
    await prod.openMan('man-prod');
    const res = await prod.site.call<string>('segpay/get-url', { price_point_id: '27003', credit_pack_id: 'popular' }, { token: 'man-prod' });
    const link = new URL(res.body.result!);
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
    const [row] = (await prod.db.query(`SELECT status FROM billing.payments WHERE id = $1`, [paymentId])) as { status: string }[];
    expect(row!.status).toBe('pending');
  });
});
