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
  /** An open hold (a gift or contact request waiting for moderation), not a charge: its credits are held, not spent. */
  held: boolean;
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

/** The companion of a reference: the last part of `{kind}:{thing}:{companion}`, else the reference itself. */
const companionOf = (reference: string) => `CASE WHEN ${reference} ~ '^[a-z]+:.+:[^:]+$' THEN substring(${reference} from '[^:]+$') ELSE ${reference} END`;

/**
 * What a man paid for is named by the charge's reference, `{kind}:{thing}:{companion}` (the
 * contracts' orderReference): the companion is its last part. A chat's minutes are charged one by
 * one with the session's reference, so an order is one session's minutes of one service (text or
 * video chat); any other charge is an order of its own.
 */
const ORDER_OF_CHARGE = `SELECT c.account_id, c.service, c.amount, c.quantity, c.reversed, c.created_at, false AS held,
         CASE WHEN c.reference LIKE 'chat:%' THEN c.reference ELSE c.charge_id END AS order_id,
         ${companionOf('c.reference')} AS companion_id
       FROM ${BILLING.charges} c`;

/**
 * Credits held for him and not yet captured or given back (a gift or a contact request while the
 * moderators decide) are an order too, flagged held, with what is still held: he sees where they
 * went before they are spent. Captured, the hold's charge (same reference) takes its place; released
 * or expired, it leaves the list. A chat minute's hold is left out: it lives for the minute under
 * way and the session's order shows the minute once it is charged.
 */
const ORDER_OF_HOLD = `SELECT h.account_id, h.service, h.amount - h.captured AS amount, 1::bigint AS quantity, false AS reversed, h.created_at, true AS held,
         h.hold_id AS order_id, ${companionOf('h.reference')} AS companion_id
       FROM ${BILLING.holds} h WHERE h.status = 'open' AND h.reference NOT LIKE 'chat:%'`;

/**
 * A page of a man's orders history and how many match. A partly reversed chat order counts what
 * still stands; a wholly reversed one shows what was reversed; a held one, what is still held.
 */
export function readOrders(sql: Sql, accountId: string, filter: OrdersFilter, page: SitePage): Promise<{ rows: OrderRecord[]; total: number }> {
  const params: unknown[] = [accountId];
  const where = ['o.account_id = $1'];
  if (filter.service) {
    params.push(filter.service);
    where.push(`o.service = $${params.length}`);
  }
  if (filter.search) {
    params.push(filter.search, `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    // Only what is the same for every charge of an order, so a match keeps the order whole.
    where.push(`(o.order_id = $${params.length - 1} OR o.companion_id = $${params.length - 1} OR m.name ILIKE $${params.length})`);
  }
  const standing = (column: string) =>
    `CASE WHEN bool_and(o.reversed) THEN sum(o.${column}) ELSE coalesce(sum(o.${column}) FILTER (WHERE NOT o.reversed), 0) END`;
  return readSitePage<OrderRecord>(
    sql,
    {
      text: `SELECT o.order_id AS charge_id, o.service, o.companion_id AS reference, coalesce(m.name, '') AS companion_name,
               ${standing('amount')} AS amount, ${standing('quantity')} AS quantity, bool_and(o.reversed) AS reversed, o.held, min(o.created_at) AS created_at
             FROM (${ORDER_OF_CHARGE} UNION ALL ${ORDER_OF_HOLD}) o LEFT JOIN ${BILLING.members} m ON m.id = o.companion_id
             WHERE ${where.join(' AND ')}
             GROUP BY o.order_id, o.service, o.companion_id, m.name, o.held`,
      params,
      orderBy: `r.${filter.sort} ${filter.direction}, r.charge_id`,
    },
    page,
  );
}
