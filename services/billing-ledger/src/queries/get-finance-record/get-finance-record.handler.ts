import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAdminList, readAdminRecord, requireStorableText, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

@QueryHandler(GetFinanceRecordQuery)
export class GetFinanceRecordHandler implements IQueryHandler<GetFinanceRecordQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ resource, id }: GetFinanceRecordQuery): Promise<unknown> {
    const record = resource === 'ledger-statements' ? await this.statement(id) : await readAdminRecord<unknown>(this.db, FINANCE_RESOURCES[resource], id);
    if (record === null) throw billingError('BILLING.NOT_FOUND');
    return record;
  }

  /**
   * A statement line `<account id>:<version>`: its running balance is a window over the account's
   * stream, so the account is filtered too (PostgreSQL then reads that stream only, not every one).
   */
  private async statement(id: string): Promise<unknown> {
    const account = requireStorableText('id', id).slice(0, Math.max(0, id.lastIndexOf(':')));
    if (!account) return null;
    const spec = FINANCE_RESOURCES['ledger-statements'];
    const page = await readAdminList<unknown>(this.db, spec, { sort: spec.defaultSort, start: 0, end: 0, filter: { account_id: account, id: [id] } });
    return page.rows[0] ?? null;
  }
}
