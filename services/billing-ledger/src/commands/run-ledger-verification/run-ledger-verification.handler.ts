import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { verifyLedger } from '../../application/verify-ledger.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { type LedgerVerificationRecord, RunLedgerVerificationCommand } from './run-ledger-verification.command.js';

/** How many mismatches a result keeps (`mismatch_count` has them all). */
export const LEDGER_VERIFICATION_KEPT_MISMATCHES = 1000;

/**
 * Runs verifyLedger in one read-only REPEATABLE READ transaction, so accounts and their events are
 * read from one snapshot and a charge committing meanwhile is no false mismatch; then stores the
 * result with the staff audit record (whose `after` carries the first 20 mismatches).
 */
@CommandHandler(RunLedgerVerificationCommand)
export class RunLedgerVerificationHandler implements ICommandHandler<RunLedgerVerificationCommand> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ actor }: RunLedgerVerificationCommand): Promise<LedgerVerificationRecord> {
    const ranAt = new Date();
    const started = performance.now();
    const report = await this.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return verifyLedger(tx);
    });
    const durationMs = Math.round(performance.now() - started);
    const mismatches = report.mismatches.slice(0, LEDGER_VERIFICATION_KEPT_MISMATCHES).map((m) => ({ account_id: m.accountId, problem: m.problem }));
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO ${BILLING.ledger_verifications} (ok, checked_accounts, checked_events, mismatch_count, mismatches, ran_at, duration_ms, staff_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          report.mismatches.length === 0,
          report.accounts,
          report.events,
          report.mismatches.length,
          JSON.stringify(mismatches),
          ranAt,
          durationMs,
          actor.staffId,
        ],
      );
      const record = (await readAdminRecord(tx, FINANCE_RESOURCES['ledger-verifications'], String(row!.id))) as LedgerVerificationRecord;
      await recordStaffAction(tx, AUDIT_SERVICE, actor, {
        action: 'ledger.verify',
        resource: 'ledger-verifications',
        recordId: String(record.id),
        before: null,
        after: { ...record, mismatches: record.mismatches.slice(0, 20) },
      });
      return record;
    });
  }
}
