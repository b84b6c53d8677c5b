import type { ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { fakeSql } from '../../testing/fakes.js';
import { GetOrdersHandler } from './get-orders.handler.js';
import { GetOrdersQuery } from './get-orders.query.js';
import type { OrderType } from './order-types.js';

const charge = {
  charge_id: 'c1',
  service: 'realinfo_request',
  reference: 'lady-7',
  companion_name: 'Anna',
  amount: '30',
  quantity: '1',
  reversed: false,
  held: false,
  created_at: new Date('2026-03-01T10:00:00Z'),
  __total: '41',
};

describe('GetOrdersHandler', () => {
  it("maps a man's charges to the spec's orders, with the total", async () => {
    const sql = fakeSql([charge, { ...charge, charge_id: 'c2', service: 'some_new_service' }, { ...charge, charge_id: 'h3', service: 'gift', held: true }]);
    const page = await new GetOrdersHandler(sql as unknown as ServiceDb).execute(
      new GetOrdersQuery('m1', { sort: 'date', direction: 'desc' }, { limit: 20, offset: 0 }),
    );
    expect(page).toEqual({
      rows: [
        {
          id: 'c1',
          type: 'contacts_request',
          type_name: 'contacts request',
          companion_id: 'lady-7',
          companion_name: 'Anna',
          credits: 30,
          quantity: 1,
          reversed: false,
          held: false,
          date: '2026-03-01T10:00:00.000Z',
        },
        expect.objectContaining({ id: 'c2', type: null, type_name: 'some_new_service', held: false }),
        // An open hold (a gift waiting for moderation) is an order flagged held.
        expect.objectContaining({ id: 'h3', type: 'gift', credits: 30, held: true }),
      ],
      total: 41,
    });
    expect(sql.calls[0]!.text).toMatch(/ORDER BY r\.created_at DESC, r\.charge_id LIMIT \$2 OFFSET \$3$/);
    expect(sql.calls[0]!.params).toEqual(['m1', 20, 0]);
  });

  it('filters by order type and by order id, companion id or name (LIKE wildcards escaped), sorted as asked', async () => {
    const sql = fakeSql([charge]);
    await new GetOrdersHandler(sql as unknown as ServiceDb).execute(
      new GetOrdersQuery('m1', { orderType: 'write_mail', search: '50%_x', sort: 'credits', direction: 'asc' }, { limit: 5, offset: 10 }),
    );
    expect(sql.calls[0]!.text).toContain('o.service = $2');
    expect(sql.calls[0]!.text).toContain('(o.order_id = $3 OR o.companion_id = $3 OR m.name ILIKE $4)');
    expect(sql.calls[0]!.text).toMatch(/ORDER BY r\.amount ASC, r\.charge_id/);
    expect(sql.calls[0]!.params).toEqual(['m1', 'write_letter', '50%_x', '%50\\%\\_x%', 5, 10]);
  });

  it('ignores an order type or sort that is not its own key', async () => {
    const sql = fakeSql([charge]);
    await new GetOrdersHandler(sql as unknown as ServiceDb).execute(
      new GetOrdersQuery('m1', { orderType: 'constructor' as OrderType, sort: 'toString' as 'date', direction: 'desc' }, { limit: 20, offset: 0 }),
    );
    expect(sql.calls[0]!.params).toEqual(['m1', 20, 0]);
    expect(sql.calls[0]!.text).toMatch(/ORDER BY r\.created_at DESC/);
  });
});
