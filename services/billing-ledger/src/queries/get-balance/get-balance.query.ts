import { Query } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';

/** A man's balance: posted, held and available credits. */
export class GetBalanceQuery extends Query<Balance> {
  constructor(readonly accountId: string) {
    super();
  }
}
