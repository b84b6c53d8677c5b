import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { Balance } from '../../application/ledger.service.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { readBalance } from '../../infrastructure/ledger-projections.reader.js';
import { GetBalanceQuery } from './get-balance.query.js';

@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  execute({ accountId }: GetBalanceQuery): Promise<Balance> {
    return readBalance(this.db, accountId);
  }
}
