import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { Checkouts, CreditPackRow } from '../../infrastructure/checkouts.js';
import { billingError } from '../../billing-site-codes.js';
import { failureOf } from '../../testing/fakes.js';
import { StartCheckoutCommand } from './start-checkout.command.js';
import { StartCheckoutHandler } from './start-checkout.handler.js';

const pack: CreditPackRow = {
  id: 'starter',
  name: '20 credits',
  credits: 20,
  price_usd_cents: 399,
  segpay_price_point_id: '27001',
  best: false,
  one_time: true,
};

/** Checkouts with one active pack, an account (or none) and the one-time packs already bought. */
function checkouts(options: { account?: boolean; bought?: string[] } = {}): Checkouts {
  return {
    activePack: async (id: string) => (id === pack.id ? pack : null),
    requireAccount: async () => {
      if (options.account === false) throw billingError('LEDGER.ACCOUNT_NOT_OPEN');
    },
    oneTimePacksBought: async () => new Set(options.bought ?? []),
    paymentLink: async (accountId: string) => ({ paymentId: 'p1', url: `https://pay.example/${accountId}/${pack.id}` }),
  } as unknown as Checkouts;
}

const start = (c: Checkouts, packId = 'starter', pricePoint = '27001') =>
  new StartCheckoutHandler(c).execute(new StartCheckoutCommand('m1', packId, pricePoint));

describe('StartCheckoutHandler', () => {
  it("answers the member's payment link for the pack", async () => {
    expect(await start(checkouts())).toBe('https://pay.example/m1/starter');
  });

  it('refuses an unknown pack, a price point of another pack, a man without an account and a one-time pack bought before', async () => {
    expect(toSiteError(await failureOf(start(checkouts(), 'gold')))).toMatchObject({ code: 10404, desc: 'Credit pack not found' });
    expect(toSiteError(await failureOf(start(checkouts(), 'starter', '27002')))).toMatchObject({
      code: 10002,
      details: { price_point_id: ['The price point does not belong to this credit pack'] },
    });
    expect(toSiteError(await failureOf(start(checkouts({ account: false }))))).toMatchObject({ code: 10005, desc: 'User not found' });
    expect(toSiteError(await failureOf(start(checkouts({ bought: ['starter'] }))))).toMatchObject({
      code: 10034,
      desc: 'Action already performed',
      details: { reason: 'ONE_TIME_PACK_ALREADY_BOUGHT' },
    });
  });
});
