import { describe, expect, it } from 'vitest';
import type { Checkouts, CreditPackRow } from '../../infrastructure/checkouts.js';
import { PrepareCheckoutsCommand } from './prepare-checkouts.command.js';
import { PrepareCheckoutsHandler } from './prepare-checkouts.handler.js';

const pack = (id: string): CreditPackRow => ({
  id,
  name: `${id} credits`,
  credits: 20,
  price_usd_cents: 399,
  segpay_price_point_id: '27001',
  best: false,
  one_time: false,
});

describe('PrepareCheckoutsHandler', () => {
  it("opens (or reuses) the member's checkout for each pack it is given, and answers each pack's link", async () => {
    const asked: string[] = [];
    const checkouts = {
      paymentLink: async (accountId: string, p: CreditPackRow) => (
        asked.push(`${accountId}:${p.id}`),
        { paymentId: `p-${p.id}`, url: `https://pay.example/${p.id}` }
      ),
    } as unknown as Checkouts;
    const links = await new PrepareCheckoutsHandler(checkouts).execute(new PrepareCheckoutsCommand('m1', [pack('basic'), pack('popular')]));
    expect([...links]).toEqual([
      ['basic', 'https://pay.example/basic'],
      ['popular', 'https://pay.example/popular'],
    ]);
    expect(asked).toEqual(['m1:basic', 'm1:popular']);
  });

  it('opens nothing for no packs', async () => {
    const checkouts = {
      paymentLink: async () => {
        throw new Error('no checkout may be opened');
      },
    } as unknown as Checkouts;
    expect((await new PrepareCheckoutsHandler(checkouts).execute(new PrepareCheckoutsCommand('m1', []))).size).toBe(0);
  });
});
