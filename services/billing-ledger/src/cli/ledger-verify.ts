import { verifyLedger } from '../application/verify-ledger.js';
import { openLedgerDatabase } from './open-ledger-database.js';

/** This tool's report goes to standard output (it is the product of the command, not a log). */
const print = (line: string) => process.stdout.write(`${line}\n`);
const printError = (line: string) => process.stderr.write(`${line}\n`);

/** `npm run ledger:verify`: recomputes every balance from its events; non-zero exit on any difference. */
const db = await openLedgerDatabase();
try {
  const report = await verifyLedger(db.dataSource);
  for (const m of report.mismatches) printError(`MISMATCH account ${m.accountId}: ${m.problem}`);
  print(`ledger:verify on ${db.where}: ${report.accounts} accounts, ${report.events} events, ${report.mismatches.length} mismatches`);
  process.exitCode = report.mismatches.length ? 1 : 0;
} finally {
  await db.close();
}
