import { type ServiceDb, SITE_CODES, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeSql } from '../../testing/fakes.js';
import { GetFinanceRecordHandler } from './get-finance-record.handler.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

const record = (sql: ReturnType<typeof fakeSql>, id: string, resource: GetFinanceRecordQuery['resource'] = 'orders') =>
  new GetFinanceRecordHandler(sql as unknown as ServiceDb).execute(new GetFinanceRecordQuery(resource, id));

describe('GetFinanceRecordHandler', () => {
  it('reads one record by id', async () => {
    const sql = fakeSql([{ id: 'c1', account_id: 'm1', service: 'text_chat', unit_price: '1', quantity: '1', amount: '1', reversed: false, created_at: null }]);
    expect(await record(sql, 'c1')).toMatchObject({ id: 'c1', service: 'text_chat', amount: 1 });
    expect(sql.calls[0]!.params).toEqual(['c1']);
  });

  it("reads a statement line within its account's stream", async () => {
    const sql = fakeSql([
      {
        id: 'm:1:3',
        account_id: 'm:1',
        version: '3',
        type: 'CreditsCharged',
        posted_delta: '-10',
        held_delta: '0',
        running_posted: '90',
        running_held: '0',
        __total: '1',
      },
    ]);
    expect(await record(sql, 'm:1:3', 'ledger-statements')).toMatchObject({ id: 'm:1:3', running_available: 90 });
    expect(sql.calls[0]!.text).toContain('WHERE r.account_id = $1 AND r.id::text = ANY($2::text[])');
    expect(sql.calls[0]!.params).toEqual(['m:1', ['m:1:3']]);
    expect(toSiteError(await failureOf(record(fakeSql(), 'no-version', 'ledger-statements')))).toMatchObject({ code: 10404 });
  });

  it("answers 10404 with the catalogue's text when there is none, and 10002 for an id PostgreSQL cannot take", async () => {
    expect(toSiteError(await failureOf(record(fakeSql([]), 'c9')))).toMatchObject({ code: 10404, desc: SITE_CODES[10404], httpStatus: 404 });
    expect(toSiteError(await failureOf(record(fakeSql(), 'c\u0000')))).toMatchObject({ code: 10002, httpStatus: 400 });
    expect(toSiteError(await failureOf(record(fakeSql(), 'm\u0000:1', 'ledger-statements')))).toMatchObject({ code: 10002 });
  });
});
