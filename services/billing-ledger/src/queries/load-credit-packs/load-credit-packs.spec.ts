import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { billingError } from '../../billing-site-codes.js';
import type { Checkouts, CreditPackRow } from '../../infrastructure/checkouts.js';
import { failureOf } from '../../testing/fakes.js';
import { LoadCreditPacksHandler } from './load-credit-packs.handler.js';
import { LoadCreditPacksQuery } from './load-credit-packs.query.js';

const packs: CreditPackRow[] = [
  { id: 'starter', name: '20 credits', credits: 20, price_usd_cents: 399, segpay_price_point_id: '27001', best: false, one_time: true },
  { id: 'popular', name: '200 credits', credits: 200, price_usd_cents: 3999, segpay_price_point_id: '27003', best: true, one_time: false },
];

function checkouts(options: { account?: boolean; bought?: string[] } = {}): Checkouts & { links: string[] } {
  const links: string[] = [];
  return {
    links,
    requireAccount: async () => {
      if (options.account === false) throw billingError('LEDGER.ACCOUNT_NOT_OPEN');
    },
    activePacks: async () => packs,
    oneTimePacksBought: async () => new Set(options.bought ?? []),
    paymentLink: async (_accountId: string, pack: CreditPackRow) => (links.push(pack.id), { paymentId: `p-${pack.id}`, url: `https://pay.example/${pack.id}` }),
  } as unknown as Checkouts & { links: string[] };
}

describe('LoadCreditPacksHandler', () => {
  it('lists the active packs with their payment links; a one-time pack bought before stays, unavailable and without a link', async () => {
    const c = checkouts({ bought: ['starter'] });
    expect(await new LoadCreditPacksHandler(c).execute(new LoadCreditPacksQuery('m1'))).toEqual([
      {
        id: 'starter',
        name: '20 credits',
        credits: 20,
        price: 3.99,
        segpay_price_point_id: '27001',
        payment_link: null,
        best: false,
        'one-time': true,
        available: false,
      },
      {
        id: 'popular',
        name: '200 credits',
        credits: 200,
        price: 39.99,
        segpay_price_point_id: '27003',
        payment_link: 'https://pay.example/popular',
        best: true,
        'one-time': false,
        available: true,
      },
    ]);
    expect(c.links).toEqual(['popular']);
  });

  it('refuses a man whose account is not open yet (10005)', async () => {
    expect(toSiteError(await failureOf(new LoadCreditPacksHandler(checkouts({ account: false })).execute(new LoadCreditPacksQuery('m1'))))).toMatchObject({
      code: 10005,
    });
  });
});
