import { Query } from '@nestjs/cqrs';
import type { FinanceResourceName } from '../../infrastructure/finance-resources.js';

/** One record of a finance resource by its id (ra-data-simple-rest getOne). */
export class GetFinanceRecordQuery extends Query<unknown> {
  constructor(
    readonly resource: FinanceResourceName,
    readonly id: string,
  ) {
    super();
  }
}
