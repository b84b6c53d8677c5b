import type { Sql } from '@dating/platform';
import { applyAll, type LedgerEvent } from '../domain/index.js';
import { BILLING } from '../infrastructure/billing-schema.js';

export interface LedgerMismatch {
  accountId: string;
  problem: string;
}

/**
 * Recomputes every account from its events (the domain's own evolve) and compares with the
 * balance projection; also checks that stream versions are dense. Empty result: reconciled.
 */
export async function verifyLedger(sql: Sql, pageSize = 500): Promise<{ accounts: number; events: number; mismatches: LedgerMismatch[] }> {
  const mismatches: LedgerMismatch[] = [];
  let accounts = 0;
  let eventCount = 0;
  let after = '';
  for (;;) {
    const page = await sql.query<{ id: string; posted: string; held: string; version: string }>(
      `SELECT id, posted, held, version FROM ${BILLING.accounts} WHERE id > $1 ORDER BY id LIMIT $2`,
      [after, pageSize],
    );
    if (!page.length) break;
    after = page[page.length - 1]!.id;
    const rows = await sql.query<{ account_id: string; version: string; data: LedgerEvent }>(
      `SELECT account_id, version, data FROM ${BILLING.ledger_events} WHERE account_id = ANY($1) ORDER BY account_id, version`,
      [page.map((a) => a.id)],
    );
    const byAccount = new Map<string, { version: number; data: LedgerEvent }[]>();
    for (const r of rows) byAccount.set(r.account_id, [...(byAccount.get(r.account_id) ?? []), { version: Number(r.version), data: r.data }]);
    for (const account of page) {
      accounts++;
      const events = byAccount.get(account.id) ?? [];
      eventCount += events.length;
      events.forEach((e, i) => {
        if (e.version !== i + 1) mismatches.push({ accountId: account.id, problem: `stream version ${e.version} where ${i + 1} was expected` });
      });
      const state = applyAll(events.map((e) => e.data));
      if (events.length !== Number(account.version))
        mismatches.push({ accountId: account.id, problem: `projection version ${account.version}, ${events.length} events` });
      if (state.posted !== Number(account.posted))
        mismatches.push({ accountId: account.id, problem: `posted ${account.posted} but events sum to ${state.posted}` });
      if (state.held !== Number(account.held)) mismatches.push({ accountId: account.id, problem: `held ${account.held} but events sum to ${state.held}` });
    }
  }
  const orphans = await sql.query<{ account_id: string }>(
    `SELECT DISTINCT account_id FROM ${BILLING.ledger_events} e WHERE NOT EXISTS (SELECT 1 FROM ${BILLING.accounts} a WHERE a.id = e.account_id)`,
  );
  for (const o of orphans) mismatches.push({ accountId: o.account_id, problem: 'events without an account projection' });
  return { accounts, events: eventCount, mismatches };
}
