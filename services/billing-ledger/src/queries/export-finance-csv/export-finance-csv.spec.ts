import { parseAdminListQuery, type ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { CSV_COLUMNS, ExportFinanceCsvHandler } from './export-finance-csv.handler.js';
import { ExportFinanceCsvQuery } from './export-finance-csv.query.js';

/** A ServiceDb whose one query runner answers FETCH with the given batches, recording every statement. */
function cursorDb(batches: Record<string, unknown>[][]) {
  const statements: string[] = [];
  let released = false;
  const runner = {
    connect: async () => undefined,
    release: async () => void (released = true),
    query: async (text: string) => {
      statements.push(text.replace(/export_[0-9a-f]+/, 'export_x'));
      return text.startsWith('FETCH') ? (batches.shift() ?? []) : [];
    },
  };
  return { db: { dataSource: { createQueryRunner: () => runner } } as unknown as ServiceDb, statements, released: () => released };
}

const payment = (id: string, status: string) => ({
  id,
  account_id: 'm1',
  member_name: '=cmd',
  credits: '50',
  price_usd_cents: '1499',
  provider: 'sandbox',
  status,
});

describe('ExportFinanceCsvHandler', () => {
  it('reads the list through a cursor in batches and writes the header once, then a line per record', async () => {
    const batch = Array.from({ length: 500 }, (_, i) => payment(`p${i}`, 'approved'));
    const { db, statements, released } = cursorDb([batch, [payment('last', 'reversed')]]);
    const list = parseAdminListQuery({ filter: '{"status":"approved"}', sort: '["created_at","ASC"]', range: '[0,9]' }, FINANCE_RESOURCES.payments);
    const csv = await new ExportFinanceCsvHandler(db).execute(new ExportFinanceCsvQuery('payments', list));
    expect(csv.fileName).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: string[] = [];
    for await (const chunk of csv.chunks) chunks.push(chunk);
    expect(chunks).toHaveLength(2);
    const lines = chunks.join('').split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${CSV_COLUMNS.payments.join(',')}`);
    expect(lines[1]).toMatch(/^p0,m1,'=cmd,,,50,14\.99,1499,sandbox,,approved,/);
    expect(lines).toHaveLength(1 + 501 + 1);
    expect(statements[0]).toMatch(
      /^DECLARE export_x NO SCROLL CURSOR WITH HOLD FOR SELECT r\.\* FROM \(.*\) r WHERE r\.status = \$1 ORDER BY r\.created_at ASC NULLS LAST, r\.id$/s,
    );
    expect(statements.slice(1)).toEqual(['FETCH FORWARD 500 FROM export_x', 'FETCH FORWARD 500 FROM export_x', 'CLOSE export_x']);
    expect(released()).toBe(true);
  });

  it('writes the header alone when nothing matches, and closes the cursor when the reader stops early', async () => {
    const none = cursorDb([[]]);
    const list = parseAdminListQuery({}, FINANCE_RESOURCES['ledger-statements']);
    const empty = await new ExportFinanceCsvHandler(none.db).execute(new ExportFinanceCsvQuery('ledger-statements', list));
    const all: string[] = [];
    for await (const chunk of empty.chunks) all.push(chunk);
    expect(all).toEqual([`\uFEFF${CSV_COLUMNS['ledger-statements'].join(',')}\r\n`]);

    const many = cursorDb([Array.from({ length: 500 }, (_, i) => payment(`p${i}`, 'approved')), [payment('x', 'approved')]]);
    const csv = await new ExportFinanceCsvHandler(many.db).execute(new ExportFinanceCsvQuery('payments', parseAdminListQuery({}, FINANCE_RESOURCES.payments)));
    await csv.chunks.next();
    await csv.chunks.return(undefined);
    expect(many.statements.at(-1)).toBe('CLOSE export_x');
    expect(many.statements.filter((s) => s.startsWith('FETCH'))).toHaveLength(1);
    expect(many.released()).toBe(true);
  });
});
