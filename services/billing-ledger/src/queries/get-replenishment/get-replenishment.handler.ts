import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../../billing-tokens.js';
import { usd } from '../../infrastructure/payments/payment-provider.js';
import { type PaymentsHistoryOrder, readPaymentsHistory } from '../../infrastructure/payments-history.reader.js';
import { GetReplenishmentQuery, type PaymentHistoryRow, type PaymentHistorySort } from './get-replenishment.query.js';

const SORT_COLUMNS: Record<PaymentHistorySort, PaymentsHistoryOrder['sort']> = {
  created_at: 'paid_at',
  credits: 'credits',
  price: 'price_usd_cents',
  pack_name: 'pack_name',
};

@QueryHandler(GetReplenishmentQuery)
export class GetReplenishmentHandler implements IQueryHandler<GetReplenishmentQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute(q: GetReplenishmentQuery): Promise<{ rows: PaymentHistoryRow[]; total: number }> {
    // Own keys only, so no inherited name picks a column.
    const sort = Object.hasOwn(SORT_COLUMNS, q.sort) ? SORT_COLUMNS[q.sort] : 'paid_at';
    const { rows, total } = await readPaymentsHistory(this.db, q.memberId, { sort, direction: q.direction === 'asc' ? 'ASC' : 'DESC' }, q.page);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        pack_name: r.pack_name,
        credits: Number(r.credits),
        price: usd(r.price_usd_cents),
        created_at: new Date(r.paid_at).toISOString(),
        status: r.status,
        reversed: r.status === 'reversed',
      })),
      total,
    };
  }
}
