import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAdminRecord, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

@QueryHandler(GetFinanceRecordQuery)
export class GetFinanceRecordHandler implements IQueryHandler<GetFinanceRecordQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ resource, id }: GetFinanceRecordQuery): Promise<unknown> {
    const record = await readAdminRecord<unknown>(this.db, FINANCE_RESOURCES[resource], id);
    if (record === null) throw billingError('BILLING.NOT_FOUND');
    return record;
  }
}
