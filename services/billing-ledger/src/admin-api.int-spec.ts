import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_RESOURCES, type FinanceResourceName } from './infrastructure/finance-resources.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';
import { raRefusal, simpleRestProvider, staffActionsInOutbox } from './testing/ra-simple-rest.js';

/**
 * billing's admin API as the back office uses it: every resource through the requests of
 * react-admin's ra-data-simple-rest data provider, and who may call each route.
 */

let t: BillingTestApp;
const MAN = 'man-admin-api';
const OTHER = 'man-admin-api-2';
const charges = { letter: randomUUID(), chat: randomUUID() };

const finance = () => simpleRestProvider(`${t.url}/admin-api`, 'staff:finance');

beforeAll(async () => {
  t = await startBillingTestApp();
  await t.openMan(MAN, 100);
  await t.openMan(OTHER, 10);
  for (const [chargeId, service, unitPrice] of [
    [charges.letter, 'write_letter', 10],
    [charges.chat, 'text_chat', 1],
  ] as const) {
    const charged = await t.ledger.execute({
      accountId: MAN,
      actor: `member:${MAN}`,
      command: { type: 'ChargeCredits', chargeId, service, unitPrice, quantity: 1, reference: 'lady-1' },
    });
    expect(charged.ok).toBe(true);
  }
  const held = await t.ledger.execute({
    accountId: MAN,
    actor: 'system:chat',
    command: { type: 'HoldCredits', holdId: 'hold-admin-api', service: 'text_chat', amount: 3, reference: 'room-9', expiresAtMs: Date.now() + 600_000 },
  });
  expect(held.ok).toBe(true);

  // A sandbox payment, paid; a payment exception on it; a postback of another.
  const link = (await t.site.call('segpay/get-url', { price_point_id: '27002', credit_pack_id: 'basic' }, { token: OTHER })).body.result as string;
  const paymentId = new URL(link).searchParams.get('payment')!;
  const paid = await fetch(`${t.url}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment: paymentId, card_number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'John Smith' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await t.db.query(
    `INSERT INTO billing.payment_exceptions (payment_id, account_id, provider, provider_transaction_id, amount_usd_cents, currency, reason)
     VALUES ($1, $2, 'sandbox', 'sbx_second_sale', 1499, 'USD', 'checkout_already_paid')`,
    [paymentId, OTHER],
  );

  // Grants, a reversal, a refund and a ledger check through the API, as the back office makes them.
  const api = finance();
  await api.create('grants', { account_id: MAN, credits: 7, reason: 'Goodwill', idempotency_key: randomUUID() });
  await api.create('reversals', { charge_id: charges.letter, reason: 'Letter lost', idempotency_key: randomUUID() });
  await api.create('refunds', { payment_id: paymentId, reason: 'Member asked' });
  await api.create('ledger-verifications', {});
});

afterAll(async () => {
  await t?.close();
});

describe('every finance resource through ra-data-simple-rest', () => {
  const resources = Object.keys(FINANCE_RESOURCES) as FinanceResourceName[];

  it.each(resources)('%s: getList pages with Content-Range, getMany by ids, getOne', async (resource) => {
    const api = finance();
    const [field, order] = FINANCE_RESOURCES[resource].defaultSort;
    const all = await api.getList(resource, { pagination: { page: 1, perPage: 1000 }, sort: { field, order }, filter: {} });
    expect(all.total, resource).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.total);

    const page2 = await api.getList(resource, { pagination: { page: 2, perPage: 1 }, sort: { field, order }, filter: {} });
    expect(page2.total).toBe(all.total);
    expect(page2.data).toEqual(all.total > 1 ? [all.data[1]] : []);

    const ids = all.data.slice(0, 3).map((r) => r.id as string | number);
    const many = await api.getMany(resource, ids);
    expect(many.data.map((r) => r.id).sort()).toEqual([...ids].sort());

    const one = await api.getOne(resource, ids[0]!);
    expect(one.data).toEqual(all.data[0]);
    expect(await raRefusal(api.getOne(resource, 'no-such-record:0'))).toMatchObject({ status: 404, body: { code: 10404, status: 404 } });
  });

  it('pages, sorts and filters as react-admin asks (getManyReference on an account)', async () => {
    const api = finance();
    const statement = await api.getManyReference('ledger-statements', 'account_id', MAN, {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'version', order: 'DESC' },
    });
    expect(statement.total).toBe(7);
    expect(statement.data.map((r) => [r.version, r.type])).toEqual([
      [7, 'ChargeReversed'],
      [6, 'CreditsGranted'],
      [5, 'CreditsHeld'],
    ]);
    // The grant and the reversal made through the API are events of the statement.
    expect(statement.data[0]).toMatchObject({ actor: 'staff:staff-finance', data: { chargeId: charges.letter, reason: 'Letter lost' }, posted_delta: 10 });
    expect(statement.data[1]).toMatchObject({ actor: 'staff:staff-finance', data: { credits: 7, reason: 'Goodwill' }, running_posted: 96 });

    const grants = await api.getManyReference('grants', 'account_id', MAN, { pagination: { page: 1, perPage: 10 }, sort: { field: 'credits', order: 'ASC' } });
    expect(grants.data.map((g) => [g.credits, g.reason, g.staff_id])).toEqual([
      [7, 'Goodwill', 'staff-finance'],
      [100, 'test credits', 'test'],
    ]);
    const reversals = await api.getList('reversals', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'occurred_at', order: 'DESC' },
      filter: { service: 'write_letter' },
    });
    expect(reversals).toEqual({ total: 1, data: [expect.objectContaining({ id: charges.letter, amount: 10, member_name: `Test ${MAN}` })] });

    const packs = await api.getList('credit-packs', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'price_usd_cents', order: 'DESC' },
      filter: { active: true },
    });
    expect(packs.total).toBe(4);
    expect(packs.data.map((p) => p.id)).toEqual(['premium', 'popular']);
    const prices = await api.getList('prices', { pagination: { page: 1, perPage: 10 }, sort: { field: 'price', order: 'DESC' } });
    expect(prices.data.map((p) => [p.id, p.price])).toEqual([
      ['realinfo_request', 500],
      ['private_video_buy', 10],
      ['write_letter', 10],
      ['private_photo_buy', 5],
      ['video_chat', 3],
      ['text_chat', 1],
    ]);
    expect(await raRefusal(api.getList('prices', { pagination: { page: 1, perPage: 10 }, sort: { field: 'secret', order: 'ASC' } }))).toMatchObject({
      status: 400,
      body: { code: 10002 },
    });
  });
});

/** Who may call a route: the roles that pass; everyone else is refused (401 without a staff token, 403 for another staff role). */
type Access = 'finance' | 'admin';

/** Every admin API route of billing, with a request an allowed caller may make without changing anything it should not. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; route: string; path: string; body?: unknown; access: Access }[] = [
  ...Object.keys(FINANCE_RESOURCES).flatMap((r) => [
    { method: 'GET' as const, route: `/admin-api/${r}`, path: r, access: 'finance' as const },
    { method: 'GET' as const, route: `/admin-api/${r}/:id`, path: `${r}/unknown`, access: 'finance' as const },
  ]),
  {
    method: 'GET',
    route: '/admin-api/ledger-statements/export.csv',
    path: 'ledger-statements/export.csv?filter=%7B%22account_id%22%3A%22nobody%22%7D',
    access: 'finance',
  },
  { method: 'GET', route: '/admin-api/payments/export.csv', path: 'payments/export.csv?filter=%7B%22status%22%3A%22declined%22%7D', access: 'finance' },
  { method: 'GET', route: '/admin-api/finance-dashboard', path: 'finance-dashboard', access: 'finance' },
  { method: 'POST', route: '/admin-api/grants', path: 'grants', body: {}, access: 'finance' },
  { method: 'POST', route: '/admin-api/reversals', path: 'reversals', body: {}, access: 'finance' },
  { method: 'POST', route: '/admin-api/refunds', path: 'refunds', body: {}, access: 'finance' },
  { method: 'POST', route: '/admin-api/ledger-verifications', path: 'ledger-verifications', body: {}, access: 'finance' },
  { method: 'PUT', route: '/admin-api/prices/:id', path: 'prices/text_chat', body: { price: 0 }, access: 'admin' },
  { method: 'POST', route: '/admin-api/credit-packs', path: 'credit-packs', body: {}, access: 'admin' },
  { method: 'PUT', route: '/admin-api/credit-packs/:id', path: 'credit-packs/basic', body: { credits: 0 }, access: 'admin' },
  { method: 'DELETE', route: '/admin-api/credit-packs/:id', path: 'credit-packs/no-such-pack', access: 'admin' },
];

const CALLERS: Record<string, string | null> = {
  anonymous: null,
  man: MAN,
  woman: 'woman-admin-api',
  agency_moderator: 'staff:agency_moderator',
  site_moderator: 'staff:site_moderator',
  finance: 'staff:finance',
  admin: 'staff:admin',
};

function adminRoutesOf(app: NestExpressApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  return router.stack
    .filter((l) => l.route?.path.startsWith('/admin-api/'))
    .flatMap((l) => Object.keys(l.route!.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`));
}

/** A request to /admin-api/<path>: the status, and the body when it is JSON (the CSV exports are not). */
async function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}/admin-api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('who may call the admin API', () => {
  it('has a row for every admin API route of billing (a new route needs one)', () => {
    expect(adminRoutesOf(t.app).sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.route}`).sort());
  });

  it('refuses without a staff token (401) and a staff role the route does not admit (403); admins pass everywhere; a refusal records nothing', async () => {
    const audited = (await staffActionsInOutbox(t.db)).length;
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const [who, token] of Object.entries(CALLERS)) {
        const { status, body } = await call(route.method, route.path, token, route.body);
        const allowed = who === 'admin' || who === route.access;
        const staff = who.endsWith('moderator') || who === 'finance';
        const expected = allowed ? 'passes' : staff ? 403 : 401;
        const got = status === 401 || status === 403 ? status : 'passes';
        if (got !== expected) failures.push(`${route.method} ${route.path} as ${who}: ${status} ${JSON.stringify(body).slice(0, 120)}`);
        if (!allowed && body && (body as { status?: unknown }).status !== status)
          failures.push(`${route.method} ${route.path} as ${who}: body ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
    // Only the allowed ledger checks ran (finance and admin); every other request changed nothing that is audited.
    const actions = (await staffActionsInOutbox(t.db)).slice(audited);
    expect(actions.map((a) => [a.action, a.actorRole])).toEqual([
      ['ledger.verify', 'finance'],
      ['ledger.verify', 'admin'],
    ]);
  });
});
