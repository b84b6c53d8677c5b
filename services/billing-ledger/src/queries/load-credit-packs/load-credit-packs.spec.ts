import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { billingError } from '../../billing-site-codes.js';
import type { Checkouts, CreditPackRow } from '../../infrastructure/checkouts.js';
import { failureOf } from '../../testing/fakes.js';
import { LoadCreditPacksHandler } from './load-credit-packs.handler.js';
import { creditPackItem, LoadCreditPacksQuery } from './load-credit-packs.query.js';

const packs: CreditPackRow[] = [
  { id: 'starter', name: '20 credits', credits: 20, price_usd_cents: 399, segpay_price_point_id: '27001', best: false, one_time: true },
  { id: 'popular', name: '200 credits', credits: 200, price_usd_cents: 3999, segpay_price_point_id: '27003', best: true, one_time: false },
];

/** Checkouts that read; opening a checkout (a write) fails the test. */
function checkouts(options: { account?: boolean; bought?: string[] } = {}): Checkouts {
  return {
    requireAccount: async () => {
      if (options.account === false) throw billingError('LEDGER.ACCOUNT_NOT_OPEN');
    },
    activePacks: async () => packs,
    oneTimePacksBought: async () => new Set(options.bought ?? []),
    paymentLink: async () => {
      throw new Error('a query opens no checkout');
    },
  } as unknown as Checkouts;
}

describe('LoadCreditPacksHandler', () => {
  it('lists the active packs in order, a one-time pack bought before as unavailable, and opens no checkout', async () => {
    expect(await new LoadCreditPacksHandler(checkouts({ bought: ['starter'] })).execute(new LoadCreditPacksQuery('m1'))).toEqual([
      { pack: packs[0], available: false },
      { pack: packs[1], available: true },
    ]);
    expect((await new LoadCreditPacksHandler(checkouts()).execute(new LoadCreditPacksQuery('m1'))).every((o) => o.available)).toBe(true);
  });

  it('refuses a man whose account is not open yet (10005)', async () => {
    expect(toSiteError(await failureOf(new LoadCreditPacksHandler(checkouts({ account: false })).execute(new LoadCreditPacksQuery('m1'))))).toMatchObject({
      code: 10005,
    });
  });
});

describe('creditPackItem', () => {
  it("answers the spec's fields, with the link only for a pack he may buy", () => {
    expect(creditPackItem({ pack: packs[1]!, available: true }, 'https://pay.example/popular')).toEqual({
      id: 'popular',
      name: '200 credits',
      credits: 200,
      price: 39.99,
      segpay_price_point_id: '27003',
      payment_link: 'https://pay.example/popular',
      best: true,
      'one-time': false,
      available: true,
    });
    expect(creditPackItem({ pack: packs[0]!, available: false }, 'https://pay.example/starter')).toEqual({
      id: 'starter',
      name: '20 credits',
      credits: 20,
      price: 3.99,
      segpay_price_point_id: '27001',
      payment_link: null,
      best: false,
      'one-time': true,
      available: false,
    });
  });
});
