import { readSitePage, type SitePage, type Sql } from '@dating/platform';
import { BILLING } from './billing-schema.js';

/** One charge of a man, with the name of whoever it was for (a lady, when the reference is a member). */
export interface OrderRecord {
  charge_id: string;
  service: string;
  reference: string;
  companion_name: string;
  amount: string;
  quantity: string;
  reversed: boolean;
  created_at: Date;
}

export interface OrdersFilter {
  /** A ledger service (write_letter, text_chat, ...). */
  service?: string;
  /** A charge id or reference, exactly, or part of the companion's name. */
  search?: string;
  sort: 'created_at' | 'amount' | 'quantity' | 'service';
  direction: 'ASC' | 'DESC';
}

/** A page of a man's charges (his orders history) and how many match. */
export function readOrders(sql: Sql, accountId: string, filter: OrdersFilter, page: SitePage): Promise<{ rows: OrderRecord[]; total: number }> {
  const params: unknown[] = [accountId];
  const where = ['c.account_id = $1'];
  if (filter.service) {
    params.push(filter.service);
    where.push(`c.service = $${params.length}`);
  }
  if (filter.search) {
    params.push(filter.search, `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where.push(`(c.charge_id = $${params.length - 1} OR c.reference = $${params.length - 1} OR m.name ILIKE $${params.length})`);
  }
  return readSitePage<OrderRecord>(
    sql,
    {
      text: `SELECT c.charge_id, c.service, c.reference, coalesce(m.name, '') AS companion_name, c.amount, c.quantity, c.reversed, c.created_at
             FROM ${BILLING.charges} c LEFT JOIN ${BILLING.members} m ON m.id = c.reference
             WHERE ${where.join(' AND ')}`,
      params,
      orderBy: `r.${filter.sort} ${filter.direction}, r.charge_id`,
    },
    page,
  );
}
