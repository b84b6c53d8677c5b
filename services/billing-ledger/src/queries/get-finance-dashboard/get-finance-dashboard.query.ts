import { Query } from '@nestjs/cqrs';
import type { LedgerVerificationRecord } from '../../commands/run-ledger-verification/run-ledger-verification.command.js';

/** Credits spent on one UTC day, net of reversals: in total and per service (`by_service`: service → net credits). */
export interface RevenueDay {
  day: string;
  charged: number;
  reversed: number;
  net: number;
  charges: number;
  by_service: Record<string, number>;
}

/** Payments approved on one UTC day (money in), and reversed that day (refunds and chargebacks). */
export interface PaymentsDay {
  day: string;
  count: number;
  usd_cents: number;
  usd: number;
  reversed_count: number;
  reversed_usd_cents: number;
}

/** `GET /admin-api/finance-dashboard`. */
export interface FinanceDashboard {
  generated_at: string;
  /** The period: `days` UTC days from `from` to `to` (today), both included. */
  days: number;
  from: string;
  to: string;
  /** Every service with revenue in the period, sorted. */
  services: string[];
  /** One entry per day of the period, oldest first (days without any are zeros). */
  revenue: RevenueDay[];
  /** One entry per day of the period, oldest first. */
  payments: PaymentsDay[];
  /** Credits reserved now (chat sessions, gifts): holds still open, `expired` of them past their expiry (the job releases them). */
  open_holds: { count: number; credits: number; expired: number };
  /** The last ledger check run (ledger-verifications), or null when none was. */
  latest_verification: LedgerVerificationRecord | null;
}

/** The finance landing page's figures for the last `days` days. */
export class GetFinanceDashboardQuery extends Query<FinanceDashboard> {
  constructor(
    readonly days = 30,
    readonly now = new Date(),
  ) {
    super();
  }
}
