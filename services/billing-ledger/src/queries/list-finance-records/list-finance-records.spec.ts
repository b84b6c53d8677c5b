import { parseAdminListQuery, type ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { fakeSql } from '../../testing/fakes.js';
import { ListFinanceRecordsHandler } from './list-finance-records.handler.js';
import { ListFinanceRecordsQuery } from './list-finance-records.query.js';

describe('ListFinanceRecordsHandler', () => {
  it("reads a page of the resource's projection with its total", async () => {
    const sql = fakeSql([{ id: 'm1', name: 'John', posted: '89', held: '5', available: '84', chargebacks: '0', flagged: false, version: '7', __total: '3' }]);
    const list = parseAdminListQuery({ filter: '{"flagged":"false"}', range: '[0,0]' }, FINANCE_RESOURCES.accounts);
    const page = await new ListFinanceRecordsHandler(sql as unknown as ServiceDb).execute(new ListFinanceRecordsQuery('accounts', list));
    expect(page).toEqual({ rows: [expect.objectContaining({ id: 'm1', posted: 89, available: 84, flagged: false })], total: 3, start: 0 });
    expect(sql.calls[0]!.text).toContain('FROM billing.accounts a LEFT JOIN billing.members m');
    expect(sql.calls[0]!.text).toMatch(/WHERE r\.flagged = \$1 ORDER BY r\.updated_at DESC NULLS LAST, r\.id LIMIT 1 OFFSET 0$/);
  });

  it('knows every finance resource by its route name', () => {
    expect(Object.keys(FINANCE_RESOURCES).sort()).toEqual(
      [
        'accounts',
        'ledger-statements',
        'open-holds',
        'orders',
        'payment-exceptions',
        'payments',
        'postbacks',
        'revenue',
        'grants',
        'reversals',
        'refunds',
        'ledger-verifications',
        'prices',
        'credit-packs',
      ].sort(),
    );
    for (const [name, spec] of Object.entries(FINANCE_RESOURCES)) expect(spec.resource).toBe(name);
  });
});
