import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, readAdminList, type ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../../billing-tokens.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { ListFinanceRecordsQuery } from './list-finance-records.query.js';

@QueryHandler(ListFinanceRecordsQuery)
export class ListFinanceRecordsHandler implements IQueryHandler<ListFinanceRecordsQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  execute({ resource, list }: ListFinanceRecordsQuery): Promise<AdminListPage<unknown>> {
    return readAdminList<unknown>(this.db, FINANCE_RESOURCES[resource], list);
  }
}
