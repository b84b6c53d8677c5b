import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, type EnvelopeResult, list, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { usd } from '../../payments/payment-provider.js';
import { GetReplenishmentDto, REPLENISHMENT_PAGE_SIZE } from './get-replenishment.dto.js';

export interface PaymentHistoryRow {
  id: string;
  pack_name: string;
  credits: number;
  /** USD, e.g. 39.99. */
  price: number;
  /** When the payment was made: the provider's approval (ISO 8601). */
  created_at: string;
  status: 'approved' | 'reversed';
  /** True when the provider reported a chargeback or refund and the credits were taken back. */
  reversed: boolean;
}

const SORT_SQL = { created_at: 'paid_at', credits: 'credits', price: 'price_usd_cents', pack_name: 'pack_name' } as const;

/**
 * credit/replenishment (men only): the member's payments history. Only payments that bought
 * credits are listed: `approved`, and `reversed` ones (chargeback or refund) flagged as such;
 * pending checkouts and declined attempts are not purchases and stay out. Sort by `sort`
 * (created_at, credits, price, pack_name) and `direction` (default newest first), paged with
 * limit/offset (20 a page); `count` and `total_count` beside `result`.
 */
@Controller('api')
export class GetReplenishmentController {
  constructor(@Inject(BILLING_SQL) private readonly sql: Sql) {}

  @Post('credit/replenishment')
  @MemberOnly('man')
  async replenishment(@CurrentMember() member: MemberPrincipal, @Body() dto: GetReplenishmentDto): Promise<EnvelopeResult<PaymentHistoryRow[]>> {
    // The DTO whitelists sort already; own keys only here too, so no inherited name reaches SQL.
    const column = SORT_SQL[dto.sort && Object.hasOwn(SORT_SQL, dto.sort) ? dto.sort : 'created_at'];
    const direction = dto.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = (await this.sql.query(
      `SELECT id, pack_name, credits, price_usd_cents, paid_at, status, count(*) OVER () AS total
       FROM (SELECT *, coalesce(approved_at, created_at) AS paid_at FROM billing.payments
             WHERE account_id = $1 AND status IN ('approved', 'reversed')) p
       ORDER BY ${column} ${direction}, paid_at ${direction}, id
       LIMIT $2 OFFSET $3`,
      [member.id, dto.limit ?? REPLENISHMENT_PAGE_SIZE, dto.offset ?? 0],
    )) as { id: string; pack_name: string; credits: string; price_usd_cents: string; paid_at: Date; status: 'approved' | 'reversed'; total: string }[];
    const total = rows.length ? Number(rows[0]!.total) : await this.count(member.id);
    return list(
      rows.map((r) => ({
        id: r.id,
        pack_name: r.pack_name,
        credits: Number(r.credits),
        price: usd(r.price_usd_cents),
        created_at: new Date(r.paid_at).toISOString(),
        status: r.status,
        reversed: r.status === 'reversed',
      })),
      total,
    );
  }

  private async count(accountId: string): Promise<number> {
    const rows = (await this.sql.query(`SELECT count(*)::int AS n FROM billing.payments WHERE account_id = $1 AND status IN ('approved', 'reversed')`, [
      accountId,
    ])) as { n: number }[];
    return rows[0]!.n;
  }
}
