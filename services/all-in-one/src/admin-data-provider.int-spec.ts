import { raRefusal, simpleRestProvider } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllInOneTestApp, startAllInOneTestApp } from './testing/index.js';

/**
 * react-admin's own `ra-data-simple-rest` provider against every readable resource of the admin
 * API in one product (billing's specs drive its resources' writes the same way): a page with its
 * total from Content-Range, the next page, getMany by ids, getOne, and a missing record as a 404.
 */
/** Lists only (no record route, as docs/admin-api.md says): sign-ins and staff sessions. */
const LIST_ONLY = ['sign-ins', 'staff-sessions'];

const RESOURCES: [resource: string, sortField: string][] = [
  ['members', 'id'],
  ['sign-ins', 'id'],
  ['staff', 'id'],
  ['staff-sessions', 'created_at'],
  ['site-settings', 'id'],
  ['audit-log', 'id'],
  ['accounts', 'id'],
  ['ledger-statements', 'version'],
  ['open-holds', 'expires_at'],
  ['orders', 'created_at'],
  ['payments', 'created_at'],
  ['payment-exceptions', 'created_at'],
  ['postbacks', 'received_at'],
  ['revenue', 'day'],
  ['grants', 'occurred_at'],
  ['reversals', 'occurred_at'],
  ['refunds', 'id'],
  ['prices', 'id'],
  ['credit-packs', 'id'],
  ['ledger-verifications', 'id'],
  ['photo-moderation', 'id'],
  ['video-moderation', 'id'],
  ['dispatches', 'created_at'],
  ['letter-flags', 'flagged_at'],
  ['chat-flags', 'flagged_at'],
];

describe('ra-data-simple-rest against every admin resource', () => {
  let product: AllInOneTestApp;
  let admin: ReturnType<typeof simpleRestProvider>;

  beforeAll(async () => {
    product = await startAllInOneTestApp('admin_provider');
    const token = await product.staffToken('admin@demo.local');
    admin = simpleRestProvider(`${product.url}/admin-api`, token);
    // Something in every list: a member's sign-in, a ban (audit log), a grant and a ledger check.
    await product.memberToken('john@demo.local');
    const john = product.demo.find((s) => s.email === 'john@demo.local')!;
    const olga = product.demo.find((s) => s.email === 'olga@demo.local')!;
    await admin.update('members', String(olga.id), { banned: true, ban_reason: 'provider test' });
    await admin.create('grants', { account_id: String(john.id), credits: 5, reason: 'provider test', idempotency_key: crypto.randomUUID() });
    await admin.create('ledger-verifications', {});
  });

  afterAll(async () => {
    await product?.close();
  });

  it.each(RESOURCES)('%s', async (resource, field) => {
    // The audit log is filled from the staff-action events: wait for the first record.
    let all = await admin.getList(resource, { pagination: { page: 1, perPage: 50 }, sort: { field, order: 'DESC' } });
    for (let i = 0; i < 50 && all.total === 0 && resource === 'audit-log'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      all = await admin.getList(resource, { pagination: { page: 1, perPage: 50 }, sort: { field, order: 'DESC' } });
    }
    // No paid member action exists yet, so these start empty in the demo.
    if (
      ![
        'open-holds',
        'payment-exceptions',
        'postbacks',
        'payments',
        'reversals',
        'refunds',
        'orders',
        'revenue',
        'photo-moderation',
        'video-moderation',
        'dispatches',
        'letter-flags',
        'chat-flags',
      ].includes(resource)
    ) {
      expect(all.total, `${resource} has records in the demo`).toBeGreaterThan(0);
    }
    expect(all.data.length).toBe(Math.min(all.total, 50));
    const page2 = await admin.getList(resource, { pagination: { page: 2, perPage: 1 }, sort: { field, order: 'DESC' } });
    expect(page2.total).toBe(all.total);
    if (all.total > 1) expect(page2.data[0]!.id).toEqual(all.data[1]!.id);
    if (all.total > 0) {
      const ids = all.data.slice(0, 3).map((r) => r.id as string | number);
      expect((await admin.getMany(resource, ids)).data.map((r) => r.id).sort()).toEqual([...ids].sort());
      if (!LIST_ONLY.includes(resource)) expect((await admin.getOne(resource, ids[0]!)).data).toMatchObject({ id: ids[0] });
    }
    if (!LIST_ONLY.includes(resource)) expect(await raRefusal(admin.getOne(resource, '999999999'))).toMatchObject({ status: 404, body: { code: 10404 } });
  });
});
