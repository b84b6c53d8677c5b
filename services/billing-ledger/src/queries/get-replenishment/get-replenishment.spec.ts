import type { ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { fakeSql } from '../../testing/fakes.js';
import { GetReplenishmentHandler } from './get-replenishment.handler.js';
import { GetReplenishmentQuery } from './get-replenishment.query.js';

describe('GetReplenishmentHandler', () => {
  it("lists a man's purchases with USD prices, reversed ones flagged", async () => {
    const sql = fakeSql([
      {
        id: 'p2',
        pack_name: '50 credits',
        credits: '50',
        price_usd_cents: '1499',
        paid_at: new Date('2026-03-02T00:00:00Z'),
        status: 'reversed',
        __total: '2',
      },
    ]);
    const page = await new GetReplenishmentHandler(sql as unknown as ServiceDb).execute(
      new GetReplenishmentQuery('m1', 'price', 'asc', { limit: 1, offset: 1 }),
    );
    expect(page).toEqual({
      rows: [{ id: 'p2', pack_name: '50 credits', credits: 50, price: 14.99, created_at: '2026-03-02T00:00:00.000Z', status: 'reversed', reversed: true }],
      total: 2,
    });
    expect(sql.calls[0]!.text).toMatch(/ORDER BY r\.price_usd_cents ASC, r\.paid_at ASC, r\.id LIMIT \$2 OFFSET \$3$/);
    expect(sql.calls[0]!.params).toEqual(['m1', 1, 1]);
  });

  it('sorts newest first by default and never by a name that is not its own key', async () => {
    const sql = fakeSql([], [{ n: 0 }]);
    await new GetReplenishmentHandler(sql as unknown as ServiceDb).execute(
      new GetReplenishmentQuery('m1', '__proto__' as 'price', 'desc', { limit: 20, offset: 0 }),
    );
    expect(sql.calls[0]!.text).toMatch(/ORDER BY r\.paid_at DESC, r\.paid_at DESC, r\.id/);
  });
});
