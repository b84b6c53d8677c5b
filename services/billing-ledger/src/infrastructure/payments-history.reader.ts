import { readSitePage, type SitePage, type Sql } from '@dating/platform';
import { BILLING } from './billing-schema.js';

export interface PaymentRecord {
  id: string;
  pack_name: string;
  credits: string;
  price_usd_cents: string;
  /** The provider's approval, or when the checkout was opened if it has none. */
  paid_at: Date;
  status: 'approved' | 'reversed';
}

export interface PaymentsHistoryOrder {
  sort: 'paid_at' | 'credits' | 'price_usd_cents' | 'pack_name';
  direction: 'ASC' | 'DESC';
}

/** A page of a man's payments that bought credits (approved, and reversed ones) and how many there are. */
export function readPaymentsHistory(
  sql: Sql,
  accountId: string,
  order: PaymentsHistoryOrder,
  page: SitePage,
): Promise<{ rows: PaymentRecord[]; total: number }> {
  return readSitePage<PaymentRecord>(
    sql,
    {
      text: `SELECT id, pack_name, credits, price_usd_cents, coalesce(approved_at, created_at) AS paid_at, status
             FROM ${BILLING.payments} WHERE account_id = $1 AND status IN ('approved', 'reversed')`,
      params: [accountId],
      orderBy: `r.${order.sort} ${order.direction}, r.paid_at ${order.direction}, r.id`,
    },
    page,
  );
}
