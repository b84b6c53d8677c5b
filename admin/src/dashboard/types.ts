/** `GET /admin-api/dashboard` (identity): figures for the caller's role. */
export interface StaffDashboardData {
  role: string;
  scope: 'site' | 'agency';
  agency_id: string | null;
  members: { total: number; men: number; women: number; new_today: number; new_7_days: number; banned: number; sign_ins_today: number };
  staff?: { total: number; disabled: number; without_second_factor: number; open_sessions: number };
  audit?: { actions_24h: number };
  generated_at: string;
}

export interface LedgerVerification {
  id: number;
  ok: boolean;
  checked_accounts: number;
  checked_events: number;
  mismatch_count: number;
  mismatches: { account_id: string; problem: string }[];
  ran_at: string;
  duration_ms: number;
  staff_id: string | null;
}

/** `GET /admin-api/finance-dashboard` (billing-ledger): the last `days` UTC days. */
export interface FinanceDashboardData {
  generated_at: string;
  days: number;
  from: string;
  to: string;
  services: string[];
  revenue: { day: string; charged: number; reversed: number; net: number; charges: number; by_service: Record<string, number> }[];
  payments: { day: string; count: number; usd_cents: number; usd: number; reversed_count: number; reversed_usd_cents: number }[];
  open_holds: { count: number; credits: number; expired: number };
  latest_verification: LedgerVerification | null;
}
