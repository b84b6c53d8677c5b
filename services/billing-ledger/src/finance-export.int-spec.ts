import { randomUUID } from 'node:crypto';
import { eventually } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './queries/export-finance-csv/export-finance-csv.handler.js';
import { type BillingTestApp, startBillingTestApp } from './testing/billing-test-app.js';

/** The CSV exports of statements and payments: the list's filter and sort, streamed, quoted, guarded against spreadsheet formulas. */

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  if (field || record.length) throw new Error('the CSV does not end with CRLF');
  return records;
}

async function download(t: BillingTestApp, path: string, token = 'staff:finance') {
  const res = await fetch(`${t.url}/admin-api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

const query = (q: Record<string, unknown>) => new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

/** A man with `count` more events (grants of 1 credit; some with awkward reasons and actors), written straight into the ledger's tables. */
async function longStatement(t: BillingTestApp, man: string, count: number): Promise<void> {
  await t.openMan(man);
  await t.db.query(
    `INSERT INTO billing.ledger_events (account_id, version, event_id, type, data, posted_delta, held_delta, actor, correlation_id)
     SELECT $1, g, gen_random_uuid(), 'CreditsGranted',
       jsonb_build_object('type', 'CreditsGranted', 'grantId', $1 || ':' || g, 'credits', 1, 'staffId', 'staff-finance',
         'reason', CASE WHEN g % 1000 = 0 THEN 'Goodwill, "sorry"' || chr(10) || 'second line' ELSE 'grant ' || g END),
       1, 0,
       CASE WHEN g = 1500 THEN '=HYPERLINK("http://evil","x")' WHEN g = 2500 THEN '@SUM(1+1)' WHEN g = 3500 THEN '-2+3' ELSE 'staff:staff-finance' END,
       'corr, ' || g
     FROM generate_series(2, $2::int + 1) g`,
    [man, count],
  );
  await t.db.query(`UPDATE billing.accounts SET posted = $2, version = $3 WHERE id = $1`, [man, count, count + 1]);
}

describe('CSV exports on PostgreSQL', () => {
  let t: BillingTestApp;
  const MAN = 'man-csv';

  beforeAll(async () => {
    t = await startBillingTestApp();
    await longStatement(t, MAN, 5_000);
    await t.openMan('man-csv-other', 3);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('streams a 5,001-event statement with a header row, running balances, proper quoting and formulas defused', async () => {
    const { res, bytes, text } = await download(t, `ledger-statements/export.csv?${query({ filter: { account_id: MAN }, sort: ['version', 'ASC'] })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ledger-statements-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('content-disposition')).toContain(new Date().toISOString().slice(0, 10));
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...CSV_COLUMNS['ledger-statements']]);
    expect(rows).toHaveLength(5_001);
    const col = (name: string) => header!.indexOf(name);
    const at = (version: number) => rows[version - 1]!;
    expect(rows.map((r) => Number(r[col('version')]))).toEqual(Array.from({ length: 5_001 }, (_, i) => i + 1));
    expect(at(1)[col('type')]).toBe('AccountOpened');
    expect(at(5_001)).toEqual(
      expect.arrayContaining([`${MAN}:5001`, MAN, '5001', 'CreditsGranted', '1', '0', '5000', '0', '5000', 'staff:staff-finance', 'corr, 5001']),
    );
    // A reason with a comma, quotes and a line break survives inside the event's JSON.
    expect(JSON.parse(at(1000)[col('data')]!)).toMatchObject({ reason: 'Goodwill, "sorry"\nsecond line', credits: 1 });
    // Cells a spreadsheet would run are prefixed with a quote; numbers are not touched.
    expect(at(1500)[col('actor')]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(at(2500)[col('actor')]).toBe(`'@SUM(1+1)`);
    expect(at(3500)[col('actor')]).toBe(`'-2+3`);
    expect(rows.every((r) => r.every((cell) => !/^[=+@\t\r]/.test(cell) && !/^-[^0-9]/.test(cell)))).toBe(true);
  });

  it('answers the same records, in the same order, as the list with the same filter and sort', async () => {
    const filter = { account_id: MAN, from: '2000-01-01' };
    const sort = ['version', 'DESC'];
    const csv = parseCsv((await download(t, `ledger-statements/export.csv?${query({ filter, sort, range: [0, 9] })}`)).text.slice(1));
    const list = await t.site.admin<Record<string, unknown>[]>('GET', `ledger-statements?${query({ filter, sort, range: [0, 9] })}`, {
      token: 'staff:finance',
    });
    expect(list.headers.get('content-range')).toBe('ledger-statements 0-9/5001');
    expect(csv.slice(1, 11).map((r) => r[0])).toEqual(list.body.map((r) => r.id));
    expect(csv).toHaveLength(1 + 5_001); // the range does not limit an export
  });

  it('exports payments with their filter, and answers a bad parameter or a wrong role with the JSON error instead', async () => {
    const man = 'man-csv-payments';
    await t.openMan(man);
    for (const [status, name] of [
      ['approved', '=1+2 credits'],
      ['approved', 'Pack, "special"'],
      ['declined', '50 credits'],
    ]) {
      await t.db.query(
        `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, provider_transaction_id, status)
         VALUES ($1, $2, 'basic', $3, 50, 1499, 'sandbox', $4, $5)`,
        [randomUUID(), man, name, `sbx_${randomUUID()}`, status],
      );
    }
    const { res, text } = await download(t, `payments/export.csv?${query({ filter: { account_id: man, status: 'approved' }, sort: ['pack_name', 'ASC'] })}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...CSV_COLUMNS.payments]);
    expect(rows.map((r) => [r[header!.indexOf('pack_name')], r[header!.indexOf('price')], r[header!.indexOf('member_name')]])).toEqual([
      [`'=1+2 credits`, '14.99', `Test ${man}`],
      ['Pack, "special"', '14.99', `Test ${man}`],
    ]);
    expect(text).toContain('"Pack, ""special"""');

    const none = await download(t, `payments/export.csv?${query({ filter: { account_id: 'nobody' } })}`);
    expect(parseCsv(none.text.slice(1))).toEqual([[...CSV_COLUMNS.payments]]);

    const bad = await download(t, `payments/export.csv?${query({ filter: { colour: 'red' } })}`);
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(bad.text)).toMatchObject({ code: 10002, status: 400 });
    expect((await download(t, 'payments/export.csv', 'staff:site_moderator')).res.status).toBe(403);
    expect((await download(t, 'payments/export.csv', man)).res.status).toBe(401);
    expect((await download(t, 'payments/export.csv', 'staff:admin')).res.status).toBe(200);
  });

  it('closes the cursor when the client goes away midway', async () => {
    const controller = new AbortController();
    const res = await fetch(`${t.url}/admin-api/ledger-statements/export.csv?${query({ filter: { account_id: MAN } })}`, {
      headers: { authorization: 'Bearer staff:finance' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    // The export's connection ends with the CLOSE of its cursor (pg_stat_activity shows each connection's last statement).
    const closed = await eventually(
      async () =>
        (await t.db.query(
          `SELECT query, state FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%export_%' AND query NOT LIKE '%pg_stat_activity%'`,
        )) as {
          query: string;
          state: string;
        }[],
      (rows) => rows.length > 0 && rows.every((r) => r.query.startsWith('CLOSE export_') && r.state === 'idle'),
    );
    expect(closed.length).toBeGreaterThan(0);
    for (const row of closed) expect(row).toEqual({ query: expect.stringMatching(/^CLOSE export_[0-9a-f]{16}$/), state: 'idle' });
    // The app still answers exports afterwards (its connection went back to the pool).
    expect((await download(t, `ledger-statements/export.csv?${query({ filter: { account_id: 'man-csv-other' } })}`)).res.status).toBe(200);
  });
});

describe('CSV exports on the embedded PGlite', () => {
  let t: BillingTestApp;

  beforeAll(async () => {
    t = await startBillingTestApp({ embedded: true });
    await longStatement(t, 'man-pglite', 1_200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('streams through the shared session without holding it: other requests are answered while a download is paused', async () => {
    const res = await fetch(`${t.url}/admin-api/ledger-statements/export.csv?${query({ filter: { account_id: 'man-pglite' } })}`, {
      headers: { authorization: 'Bearer staff:finance' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // While the download waits, the one PGlite session serves others.
    const accounts = await t.site.admin('GET', 'accounts', { token: 'staff:finance' });
    expect(accounts.status).toBe(200);
    let text = Buffer.from(first.value!).toString('utf8');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += Buffer.from(chunk.value).toString('utf8');
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(1 + 1_201);
    expect(rows.at(-1)![CSV_COLUMNS['ledger-statements'].indexOf('running_posted')]).toBe('1200');
  });
});
