import { randomBytes } from 'node:crypto';
import type { ServiceDb } from '@dating/platform';

/**
 * CSV for finance exports (RFC 4180: comma separated, CRLF line ends, a field with a comma, quote
 * or line break quoted with its quotes doubled). Text that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'` (OWASP's CSV
 * injection advice); numbers are written as they are, so `-10` stays a number. So is such a
 * character after a `;` inside the text: a spreadsheet set to the semicolon separator (Excel in
 * Russian and most European locales) splits the line there and would start a cell with it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEMICOLON = /;(\s*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One CSV field. Objects (e.g. an event's data) are written as JSON text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEMICOLON, ";$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Rows fetched per round trip of a cursor. */
export const CURSOR_BATCH = 500;

/**
 * Every row of a query, `batchSize` at a time, through a server-side cursor on one connection of
 * the service's pool: memory holds one batch, whatever the result's size. The cursor is `WITH
 * HOLD`, so it is not a transaction kept open while a slow client downloads (on the embedded
 * PGlite, whose one session a transaction would keep from everyone else); PostgreSQL keeps the
 * result on its side until the cursor is closed, which `finally` does however the reading ends
 * (done, error, or the consumer stopping early).
 */
export async function* cursorBatches(
  db: ServiceDb,
  query: { text: string; params: unknown[] },
  batchSize = CURSOR_BATCH,
): AsyncGenerator<Record<string, unknown>[], void, undefined> {
  const runner = db.dataSource.createQueryRunner();
  await runner.connect();
  // Unique per process and session: on PGlite every connection shares one session, and its cursors.
  const cursor = `export_${randomBytes(8).toString('hex')}`;
  let declared = false;
  try {
    await runner.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${query.text}`, query.params);
    declared = true;
    for (;;) {
      const rows = (await runner.query(`FETCH FORWARD ${batchSize} FROM ${cursor}`)) as Record<string, unknown>[];
      if (rows.length) yield rows;
      if (rows.length < batchSize) return;
    }
  } finally {
    if (declared) await runner.query(`CLOSE ${cursor}`).catch(() => undefined);
    await runner.release();
  }
}
