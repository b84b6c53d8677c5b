import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, list, type EnvelopeResult, type MemberPrincipal, MemberOnly, PAGE_SIZES } from '@dating/platform';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { GetOrdersDto } from './get-orders.dto.js';
import { ORDER_TYPES, orderTypeOfService, type OrderType } from './order-types.js';

export interface OrderRow {
  id: string;
  type: OrderType | null;
  type_name: string;
  companion_id: string;
  companion_name: string;
  credits: number;
  quantity: number;
  reversed: boolean;
  date: string;
}

const SORT_SQL = { date: 'c.created_at', credits: 'c.amount', quantity: 'c.quantity', type: 'c.service' } as const;

/** credit/get-orders: the man's orders history (charges), filtered, sorted and paged (20 a page). */
@Controller('api')
export class GetOrdersController {
  constructor(@Inject(BILLING_SQL) private readonly sql: Sql) {}

  @Post('credit/get-orders')
  @MemberOnly('man')
  async getOrders(@CurrentMember() member: MemberPrincipal, @Body() dto: GetOrdersDto): Promise<EnvelopeResult<OrderRow[]>> {
    const params: unknown[] = [member.id];
    const where = ['c.account_id = $1'];
    // The DTO whitelists both; own keys only here too, so no inherited name reaches SQL.
    if (dto.search_order_type && Object.hasOwn(ORDER_TYPES, dto.search_order_type)) {
      params.push(ORDER_TYPES[dto.search_order_type as OrderType].service);
      where.push(`c.service = $${params.length}`);
    }
    const search = dto.search_name_or_id?.trim();
    if (search) {
      params.push(search, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(`(c.charge_id = $${params.length - 1} OR c.reference = $${params.length - 1} OR m.name ILIKE $${params.length})`);
    }
    const order = `${SORT_SQL[dto.sort && Object.hasOwn(SORT_SQL, dto.sort) ? dto.sort : 'date']} ${dto.direction === 'asc' ? 'ASC' : 'DESC'}, c.charge_id`;
    const limit = dto.limit ?? PAGE_SIZES.orders;
    const rows = (await this.sql.query(
      `SELECT c.charge_id, c.service, c.reference, coalesce(m.name, '') AS companion_name, c.amount, c.quantity, c.reversed, c.created_at,
              count(*) OVER () AS total
       FROM billing.charges c LEFT JOIN billing.members m ON m.id = c.reference
       WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${dto.offset ?? 0}`,
      params,
    )) as {
      charge_id: string;
      service: string;
      reference: string;
      companion_name: string;
      amount: string;
      quantity: string;
      reversed: boolean;
      created_at: Date;
      total: string;
    }[];
    const total = rows.length ? Number(rows[0]!.total) : await this.count(where, params);
    return list(
      rows.map((r) => {
        const type = orderTypeOfService(r.service);
        return {
          id: r.charge_id,
          type,
          type_name: type ? ORDER_TYPES[type].name : r.service,
          companion_id: r.reference,
          companion_name: r.companion_name,
          credits: Number(r.amount),
          quantity: Number(r.quantity),
          reversed: r.reversed,
          date: new Date(r.created_at).toISOString(),
        };
      }),
      total,
    );
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const rows = (await this.sql.query(
      `SELECT count(*)::int AS n FROM billing.charges c LEFT JOIN billing.members m ON m.id = c.reference WHERE ${where.join(' AND ')}`,
      params,
    )) as {
      n: number;
    }[];
    return rows[0]!.n;
  }
}
