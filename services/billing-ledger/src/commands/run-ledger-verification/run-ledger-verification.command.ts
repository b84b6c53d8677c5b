import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/**
 * A `ledger-verifications` record: `{ id, ok, checked_accounts, checked_events, mismatch_count,
 * mismatches: [{ account_id, problem }], ran_at, duration_ms, staff_id }`.
 */
export type LedgerVerificationRecord = {
  id: number;
  ok: boolean;
  checked_accounts: number;
  checked_events: number;
  mismatch_count: number;
  mismatches: { account_id: string; problem: string }[];
  ran_at: string;
  duration_ms: number;
  staff_id: string | null;
};

/** Finance runs the ledger check (what `npm run ledger:verify` runs) now, and keeps its result. */
export class RunLedgerVerificationCommand extends Command<LedgerVerificationRecord> {
  constructor(readonly actor: StaffActor) {
    super();
  }
}
