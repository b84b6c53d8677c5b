import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { adminListSql, readAdminList, type ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../../billing-tokens.js';
import type { LedgerVerificationRecord } from '../../commands/run-ledger-verification/run-ledger-verification.command.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { usd } from '../../infrastructure/payments/payment-provider.js';
import { type FinanceDashboard, GetFinanceDashboardQuery, type PaymentsDay, type RevenueDay } from './get-finance-dashboard.query.js';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Revenue from the `revenue` resource (the same figures as its list), payments from the payments
 * table by the day they were approved and reversed, open holds from the holds projection, and
 * the latest ledger verification.
 */
@QueryHandler(GetFinanceDashboardQuery)
export class GetFinanceDashboardHandler implements IQueryHandler<GetFinanceDashboardQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ days, now }: GetFinanceDashboardQuery): Promise<FinanceDashboard> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const period = Array.from({ length: days }, (_, i) => dayOf(today - (days - 1 - i) * DAY_MS));
    const from = period[0]!;
    const to = period.at(-1)!;

    const revenueSpec = FINANCE_RESOURCES.revenue;
    const revenueSql = adminListSql(revenueSpec, { sort: ['day', 'ASC'], filter: { from, to } });
    const [revenueRows, paymentRows, holds, latest] = await Promise.all([
      this.db.query(revenueSql.text, revenueSql.params),
      this.db.query<{ day: string; kind: 'approved' | 'reversed'; n: number; cents: string }>(
        `SELECT to_char((approved_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, 'approved' AS kind, count(*)::int AS n, sum(price_usd_cents)::bigint AS cents
         FROM ${BILLING.payments} WHERE approved_at >= $1::timestamptz GROUP BY 1
         UNION ALL
         SELECT to_char((reversed_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD'), 'reversed', count(*)::int, sum(price_usd_cents)::bigint
         FROM ${BILLING.payments} WHERE reversed_at >= $1::timestamptz GROUP BY 1`,
        [`${from}T00:00:00Z`],
      ),
      this.db.query<{ count: number; credits: string; expired: number }>(
        `SELECT count(*)::int AS count, coalesce(sum(amount - captured), 0)::bigint AS credits, (count(*) FILTER (WHERE expires_at < now()))::int AS expired
         FROM ${BILLING.holds} WHERE status = 'open'`,
      ),
      readAdminList<unknown>(this.db, FINANCE_RESOURCES['ledger-verifications'], { sort: ['ran_at', 'DESC'], start: 0, end: 0, filter: {} }),
    ]);

    const revenue = new Map<string, RevenueDay>(period.map((day) => [day, { day, charged: 0, reversed: 0, net: 0, charges: 0, by_service: {} }]));
    const services = new Set<string>();
    for (const row of revenueRows.map(
      (r) => revenueSpec.map(r) as { day: string; service: string; charged: number; reversed: number; net: number; charges: number },
    )) {
      const day = revenue.get(row.day);
      if (!day) continue;
      services.add(row.service);
      day.charged += row.charged;
      day.reversed += row.reversed;
      day.net += row.net;
      day.charges += row.charges;
      day.by_service[row.service] = (day.by_service[row.service] ?? 0) + row.net;
    }

    const payments = new Map<string, PaymentsDay>(
      period.map((day) => [day, { day, count: 0, usd_cents: 0, usd: 0, reversed_count: 0, reversed_usd_cents: 0 }]),
    );
    for (const row of paymentRows) {
      const day = payments.get(row.day);
      if (!day) continue;
      if (row.kind === 'approved') {
        day.count = row.n;
        day.usd_cents = Number(row.cents);
        day.usd = usd(day.usd_cents);
      } else {
        day.reversed_count = row.n;
        day.reversed_usd_cents = Number(row.cents);
      }
    }

    return {
      generated_at: now.toISOString(),
      days,
      from,
      to,
      services: [...services].sort(),
      revenue: [...revenue.values()],
      payments: [...payments.values()],
      open_holds: { count: holds[0]!.count, credits: Number(holds[0]!.credits), expired: holds[0]!.expired },
      latest_verification: (latest.rows[0] as LedgerVerificationRecord | undefined) ?? null,
    };
  }
}
