import type { ServiceDb, Transaction } from '@dating/platform';
import { applied, type ExecuteOptions, isRetriedRace, type LedgerOutcome, type LedgerService } from './ledger.service.js';

/** Attempts of a staff command's transaction lost to a race (e.g. a double click's twin committing the same key first). */
const ATTEMPTS = 3;

export type AppliedOutcome = Extract<LedgerOutcome, { ok: true }>;

/**
 * Runs a staff member's ledger command in one transaction of billing's database with whatever
 * it records beside the events (the staff audit record): the ledger joins the transaction
 * (`LedgerService.execute(options, tx)`) and writes its events to the transaction's outbox, then
 * `then` runs in the same transaction, so the command and what it records commit together or not
 * at all. A refusal throws its DomainError before `then` (nothing is recorded). A replay of the
 * same idempotency key (`outcome.replayed`) changed nothing: `then` records nothing for it. A
 * transaction lost to a concurrent one (the same key committed by a retried request first) runs
 * again, and then sees the replay.
 */
export async function executeStaffLedgerCommand<T>(
  db: ServiceDb,
  ledger: LedgerService,
  options: ExecuteOptions,
  then: (tx: Transaction, outcome: AppliedOutcome) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const outcome = applied(await ledger.execute(options, tx));
        return then(tx, outcome);
      });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetriedRace(err)) throw err;
    }
  }
}
