import type { ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { fakeSql } from '../../testing/fakes.js';
import { GetFinanceDashboardHandler } from './get-finance-dashboard.handler.js';
import { GetFinanceDashboardQuery } from './get-finance-dashboard.query.js';

describe('GetFinanceDashboardHandler', () => {
  it('gives one entry per day of the period, revenue per service, payments in and out, open holds and the latest check', async () => {
    const sql = fakeSql(
      [
        { id: '2026-11-20:text_chat', day_label: '2026-11-20', service: 'text_chat', charged: '7', reversed: '0', net: '7', charges: '7' },
        { id: '2026-11-22:write_letter', day_label: '2026-11-22', service: 'write_letter', charged: '30', reversed: '10', net: '20', charges: '3' },
        { id: '2026-11-22:text_chat', day_label: '2026-11-22', service: 'text_chat', charged: '2', reversed: '0', net: '2', charges: '2' },
      ],
      [
        { day: '2026-11-22', kind: 'approved', n: 2, cents: '2998' },
        { day: '2026-11-22', kind: 'reversed', n: 1, cents: '1499' },
      ],
      [{ count: 2, credits: '15', expired: 1 }],
      [
        {
          id: '4',
          ok: true,
          checked_accounts: '3',
          checked_events: '20',
          mismatch_count: '0',
          mismatches: [],
          ran_at: '2026-11-22T08:00:00Z',
          duration_ms: '5',
          __total: '4',
        },
      ],
    );
    const board = await new GetFinanceDashboardHandler(sql as unknown as ServiceDb).execute(new GetFinanceDashboardQuery(3, new Date('2026-11-22T15:00:00Z')));
    expect(board).toMatchObject({ days: 3, from: '2026-11-20', to: '2026-11-22', services: ['text_chat', 'write_letter'] });
    expect(board.revenue).toEqual([
      { day: '2026-11-20', charged: 7, reversed: 0, net: 7, charges: 7, by_service: { text_chat: 7 } },
      { day: '2026-11-21', charged: 0, reversed: 0, net: 0, charges: 0, by_service: {} },
      { day: '2026-11-22', charged: 32, reversed: 10, net: 22, charges: 5, by_service: { write_letter: 20, text_chat: 2 } },
    ]);
    expect(board.payments.map((p) => [p.day, p.count, p.usd, p.reversed_count, p.reversed_usd_cents])).toEqual([
      ['2026-11-20', 0, 0, 0, 0],
      ['2026-11-21', 0, 0, 0, 0],
      ['2026-11-22', 2, 29.98, 1, 1499],
    ]);
    expect(board.open_holds).toEqual({ count: 2, credits: 15, expired: 1 });
    expect(board.latest_verification).toMatchObject({ id: 4, ok: true, checked_accounts: 3 });
    expect(sql.calls[0]!.params).toEqual(['2026-11-20', '2026-11-22']);
    expect(sql.calls[1]!.params).toEqual(['2026-11-20T00:00:00Z']);
  });
});
