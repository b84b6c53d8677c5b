import { type ServiceDb, SITE_CODES, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeSql } from '../../testing/fakes.js';
import { GetFinanceRecordHandler } from './get-finance-record.handler.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

const record = (sql: ReturnType<typeof fakeSql>, id: string) =>
  new GetFinanceRecordHandler(sql as unknown as ServiceDb).execute(new GetFinanceRecordQuery('orders', id));

describe('GetFinanceRecordHandler', () => {
  it('reads one record by id', async () => {
    const sql = fakeSql([{ id: 'c1', account_id: 'm1', service: 'text_chat', unit_price: '1', quantity: '1', amount: '1', reversed: false, created_at: null }]);
    expect(await record(sql, 'c1')).toMatchObject({ id: 'c1', service: 'text_chat', amount: 1 });
    expect(sql.calls[0]!.params).toEqual(['c1']);
  });

  it("answers 10404 with the catalogue's text when there is none, and 10002 for an id PostgreSQL cannot take", async () => {
    expect(toSiteError(await failureOf(record(fakeSql([]), 'c9')))).toMatchObject({ code: 10404, desc: SITE_CODES[10404], httpStatus: 404 });
    expect(toSiteError(await failureOf(record(fakeSql(), 'c\u0000')))).toMatchObject({ code: 10002, httpStatus: 400 });
  });
});
