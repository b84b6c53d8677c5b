import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListQuery } from '@dating/platform';
import type { FinanceResourceName } from '../../infrastructure/finance-resources.js';

/** A page of one finance resource (ra-data-simple-rest getList and getMany). */
export class ListFinanceRecordsQuery extends Query<AdminListPage<unknown>> {
  constructor(
    readonly resource: FinanceResourceName,
    readonly list: AdminListQuery,
  ) {
    super();
  }
}
