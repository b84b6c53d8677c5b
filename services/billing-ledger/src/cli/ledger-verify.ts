/* eslint-disable no-console */
import { verifyLedger } from '../application/verify-ledger.js';
import { openLedgerDatabase } from './open-ledger-database.js';

/** `npm run ledger:verify`: recomputes every balance from its events; non-zero exit on any difference. */
const db = await openLedgerDatabase();
try {
  const report = await verifyLedger(db.dataSource);
  for (const m of report.mismatches) console.error(`MISMATCH account ${m.accountId}: ${m.problem}`);
  console.log(`ledger:verify on ${db.where}: ${report.accounts} accounts, ${report.events} events, ${report.mismatches.length} mismatches`);
  process.exitCode = report.mismatches.length ? 1 : 0;
} finally {
  await db.close();
}
