import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';

export interface ReverseChargeResult {
  accountId: string;
  amount: number;
  reason: string;
  staffId: string | null;
  balance: Balance;
}

/** Finance gives the credits of one charge back, at most once. */
export class ReverseChargeCommand extends Command<ReverseChargeResult> {
  constructor(
    readonly chargeId: string,
    readonly reason: string,
    readonly staffId: string,
  ) {
    super();
  }
}
