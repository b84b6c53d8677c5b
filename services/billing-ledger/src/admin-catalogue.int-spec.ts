import { randomUUID } from 'node:crypto';
import { decodeEnvelope, decodePayload } from '@dating/platform';
import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_PORT, type LedgerPort } from './api/ledger-port/ledger.port.js';
import { PriceChanged } from './contracts/billing-events.js';
import { CreditPackBestValue1764300000000 } from './infrastructure/credit-pack-best-value-migration.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';
import { raRefusal, simpleRestProvider, staffActionsInOutbox } from './testing/ra-simple-rest.js';

/** The catalogue from the back office: prices (a change is an event, and the next charge uses it) and credit packs (created, changed, retired). */

let t: BillingTestApp;
const admin = () => simpleRestProvider(`${t.url}/admin-api`, 'staff:admin');
const finance = () => simpleRestProvider(`${t.url}/admin-api`, 'staff:finance');

beforeAll(async () => {
  t = await startBillingTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('prices', () => {
  it('applies a new price to the very next charge, keeps earlier charges as they were, and publishes PriceChanged', async () => {
    const man = 'man-prices';
    await t.openMan(man, 100);
    const port = t.app.get<LedgerPort>(LEDGER_PORT);
    const letter = () => port.charge({ accountId: man, idempotencyKey: `letter:${randomUUID()}`, service: 'write_letter', quantity: 1n, reference: 'lady-5' });

    const before = await letter(); // reads (and caches) the price list: 10
    expect(before.amount).toBe(10n);
    const audited = (await staffActionsInOutbox(t.db)).length;

    const updated = await admin().update('prices', 'write_letter', { id: 'write_letter', action: 'write_letter', price: 12, updated_at: null });
    expect(updated.data).toMatchObject({ id: 'write_letter', action: 'write_letter', price: 12, updated_by: 'staff-admin', updated_at: expect.any(String) });
    const after = await letter();
    expect(after.amount).toBe(12n);

    const orders = await finance().getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { account_id: man },
    });
    expect(orders.data.map((o) => [o.id, o.unit_price, o.amount])).toEqual([
      [before.chargeId, 10, 10],
      [after.chargeId, 12, 12],
    ]);
    expect((await t.site.call('site/settings/get-price', {}, { token: man })).body.result).toContainEqual({ action: 'write_letter', price: 12 });
    expect((await finance().getOne('prices', 'write_letter')).data).toMatchObject({ price: 12 });

    const [changed] = (await t.db.query(`SELECT topic, key, envelope FROM billing.outbox WHERE type = 'billing.v1.PriceChanged'`)) as {
      topic: string;
      key: string;
      envelope: Buffer;
    }[];
    expect(changed).toMatchObject({ topic: 'billing-ledger.prices.v1', key: 'write_letter' });
    const envelope = decodeEnvelope(new Uint8Array(changed!.envelope));
    expect(envelope.actor).toBe('staff:staff-admin');
    expect(decodePayload(PriceChanged, envelope)).toMatchObject({ action: 'write_letter', oldPrice: 10n, newPrice: 12n, staffId: 'staff-admin' });
    expect((await staffActionsInOutbox(t.db)).slice(audited)).toEqual([
      expect.objectContaining({
        action: 'price.update',
        resource: 'prices',
        recordId: 'write_letter',
        actorRole: 'admin',
        before: expect.objectContaining({ price: 10 }),
        after: expect.objectContaining({ price: 12 }),
      }),
    ]);

    // The same price again changes nothing.
    await admin().update('prices', 'write_letter', { price: 12 });
    expect((await t.db.query(`SELECT 1 FROM billing.outbox WHERE type = 'billing.v1.PriceChanged'`)).length).toBe(1);
  });

  it('takes a positive whole number within bounds, from admins only', async () => {
    const audited = (await staffActionsInOutbox(t.db)).length;
    for (const price of [0, -1, 2.5, 'ten', 10_001, null, '']) {
      expect(await raRefusal(admin().update('prices', 'text_chat', { price })), String(price)).toMatchObject({
        status: 400,
        body: { code: 10002, errors: { price: expect.any(String) } },
      });
    }
    expect(await raRefusal(admin().update('prices', 'video_call', { price: 3 }))).toMatchObject({ status: 404, body: { code: 10404 } });
    expect(await raRefusal(finance().update('prices', 'text_chat', { price: 3 }))).toMatchObject({ status: 403, body: { code: 10024 } });
    expect((await finance().getOne('prices', 'text_chat')).data).toMatchObject({ price: 1 });
    expect((await admin().update('prices', 'text_chat', { price: '2' })).data).toMatchObject({ price: 2 });
    // The live cam's minute is on the price list too (seeded 3 credits).
    expect((await t.site.call('site/settings/get-price')).body.result).toContainEqual({ action: 'video_chat', price: 3 });
    expect((await admin().update('prices', 'video_chat', { price: 4 })).data).toMatchObject({ price: 4 });
    expect((await staffActionsInOutbox(t.db)).slice(audited).map((a) => a.action)).toEqual(['price.update', 'price.update']);
  });
});

describe('credit packs', () => {
  const member = (man: string, path: string, body: Record<string, unknown> = {}) => t.site.call(path, body, { token: man });

  // First of these: the packs made below cost less per credit than the seed's.
  it('seeds "Best value" on the regular pack that costs least per credit; its migration leaves a catalogue an admin changed alone', async () => {
    const man = 'man-best-value';
    await t.openMan(man);
    type Offered = { id: string; credits: number; price: number; best: boolean; 'one-time': boolean };
    const offered = async () => (await member(man, 'credit/load-credit-packs')).body.result as Offered[];
    const packs = await offered();
    // The one-time starter is an introductory offer with its own badge, so it is not compared.
    const regular = packs.filter((p) => !p['one-time']);
    const cheapest = regular.reduce((a, b) => (b.price / b.credits < a.price / a.credits ? b : a));
    expect(cheapest).toMatchObject({ id: 'premium', credits: 500, price: 119.99 });
    expect(packs.filter((p) => p.best).map((p) => p.id)).toEqual(['premium']);

    const migration = new CreditPackBestValue1764300000000();
    const runner = { query: (text: string) => t.db.query(text) } as unknown as QueryRunner;
    // Undone, the seed's flag is back on the 150 pack; done again, it moves.
    await migration.down(runner);
    expect((await offered()).filter((p) => p.best).map((p) => p.id)).toEqual(['popular']);
    await migration.up(runner);
    expect((await offered()).filter((p) => p.best).map((p) => p.id)).toEqual(['premium']);

    // An admin who priced the 150 pack lower and flagged it keeps her flag.
    await migration.down(runner);
    await admin().update('credit-packs', 'popular', { price_usd_cents: 2999 });
    await migration.up(runner);
    expect((await offered()).filter((p) => p.best).map((p) => p.id)).toEqual(['popular']);
    await admin().update('credit-packs', 'popular', { price_usd_cents: 3999, best: false });
    await admin().update('credit-packs', 'premium', { best: true });
  });

  it('creates a pack the member site offers at once, changes it (old payments keep their figures) and retires it', async () => {
    const man = 'man-packs';
    await t.openMan(man);
    const audited = (await staffActionsInOutbox(t.db)).length;

    const created = await admin().create('credit-packs', {
      id: 'gold',
      name: 'Gold: 1000 credits',
      credits: 1000,
      price_usd_cents: 19999,
      segpay_price_point_id: '27010',
      best: true,
      one_time: false,
    });
    expect(created.data).toMatchObject({ id: 'gold', credits: 1000, price: 199.99, best: true, one_time: false, position: 5, active: true, retired_at: null });
    expect((await admin().getOne('credit-packs', 'gold')).data).toEqual(created.data);
    const offered = (await member(man, 'credit/load-credit-packs')).body.result as Record<string, unknown>[];
    expect(offered.map((p) => p.id)).toEqual(['starter', 'basic', 'popular', 'premium', 'gold']);
    expect(offered.at(-1)).toMatchObject({ credits: 1000, price: 199.99, best: true, segpay_price_point_id: '27010' });

    // A checkout opened now carries the pack's figures as they are.
    const link = (await member(man, 'segpay/get-url', { credit_pack_id: 'gold', price_point_id: '27010' })).body.result as string;
    const paymentId = new URL(link).searchParams.get('payment')!;

    // react-admin's edit form sends the whole record back; only the writable fields count.
    const changed = await admin().update('credit-packs', 'gold', {
      ...created.data,
      credits: 1200,
      price_usd_cents: 21999,
      price: 1,
      active: false,
      best: false,
    });
    expect(changed.data).toMatchObject({ id: 'gold', credits: 1200, price_usd_cents: 21999, price: 219.99, best: false, active: true });
    const payment = await finance().getOne('payments', paymentId);
    expect(payment.data).toMatchObject({ credit_pack_id: 'gold', pack_name: 'Gold: 1000 credits', credits: 1000, price_usd_cents: 19999, status: 'pending' });
    const link2 = (await member(man, 'segpay/get-url', { credit_pack_id: 'gold', price_point_id: '27010' })).body.result as string;
    expect(new URL(link2).searchParams.get('payment')).not.toBe(paymentId);

    // Retired: no longer offered nor sold, still there for history.
    const retired = await admin().delete('credit-packs', 'gold');
    expect(retired.data).toMatchObject({ id: 'gold', active: false, retired_at: expect.any(String), credits: 1200 });
    expect(((await member(man, 'credit/load-credit-packs')).body.result as { id: string }[]).map((p) => p.id)).toEqual([
      'starter',
      'basic',
      'popular',
      'premium',
    ]);
    expect((await member(man, 'segpay/get-url', { credit_pack_id: 'gold', price_point_id: '27010' })).body).toMatchObject({ status: false, code: 10404 });
    expect((await admin().delete('credit-packs', 'gold')).data).toEqual(retired.data);
    expect(await raRefusal(admin().update('credit-packs', 'gold', { credits: 5 }))).toMatchObject({ status: 409, body: { code: 10034 } });
    const list = await finance().getList('credit-packs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'position', order: 'ASC' },
      filter: { active: false },
    });
    expect(list.data.map((p) => p.id)).toEqual(['gold']);

    expect((await staffActionsInOutbox(t.db)).slice(audited)).toEqual([
      expect.objectContaining({ action: 'credit_pack.create', resource: 'credit-packs', recordId: 'gold', before: null }),
      expect.objectContaining({
        action: 'credit_pack.update',
        recordId: 'gold',
        before: expect.objectContaining({ credits: 1000 }),
        after: expect.objectContaining({ credits: 1200 }),
      }),
      expect.objectContaining({ action: 'credit_pack.retire', recordId: 'gold', after: expect.objectContaining({ active: false }) }),
    ]);
  });

  it('validates every field, refuses taken ids and price points, and lets finance read only', async () => {
    const audited = (await staffActionsInOutbox(t.db)).length;
    const pack = { name: 'Silver', credits: 300, price_usd_cents: 6999, segpay_price_point_id: '27020' };
    const made = await admin().create('credit-packs', pack);
    expect(made.data.id).toMatch(/^pack-[0-9a-f]{8}$/);
    for (const [field, value] of [
      ['name', ''],
      ['name', '  '],
      ['name', 'x'.repeat(101)],
      ['credits', 0],
      ['credits', 100_001],
      ['price_usd_cents', -5],
      ['price_usd_cents', 1.5],
      ['segpay_price_point_id', '27 021'],
      ['best', 'yes'],
      ['position', -1],
      ['id', 'Has Spaces'],
    ] as const) {
      expect(await raRefusal(admin().create('credit-packs', { ...pack, segpay_price_point_id: '27021', [field]: value })), `${field}=${value}`).toMatchObject({
        status: 400,
        body: { code: 10002, errors: { [field]: expect.any(String) } },
      });
    }
    expect(await raRefusal(admin().create('credit-packs', { ...pack, id: 'basic', segpay_price_point_id: '27022' }))).toMatchObject({
      status: 409,
      body: { code: 10027, errors: { id: 'A credit pack with the id basic exists already' } },
    });
    expect(await raRefusal(admin().create('credit-packs', { ...pack, segpay_price_point_id: '27002' }))).toMatchObject({
      status: 409,
      body: { code: 10027, errors: { segpay_price_point_id: 'Credit pack basic already has the price point 27002' } },
    });
    expect(await raRefusal(admin().update('credit-packs', 'popular', { segpay_price_point_id: '27002' }))).toMatchObject({ status: 409 });
    expect(await raRefusal(admin().update('credit-packs', 'no-such', { credits: 5 }))).toMatchObject({ status: 404 });
    expect(await raRefusal(finance().create('credit-packs', { ...pack, segpay_price_point_id: '27023' }))).toMatchObject({ status: 403 });
    expect(await raRefusal(finance().update('credit-packs', 'basic', { credits: 5 }))).toMatchObject({ status: 403 });
    expect(await raRefusal(finance().delete('credit-packs', 'basic'))).toMatchObject({ status: 403 });
    expect((await finance().getOne('credit-packs', 'basic')).data).toMatchObject({ credits: 50, active: true });
    expect((await staffActionsInOutbox(t.db)).slice(audited).map((a) => a.action)).toEqual(['credit_pack.create']);
  });
});
