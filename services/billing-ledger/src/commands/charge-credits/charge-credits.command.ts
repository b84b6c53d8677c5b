import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';
import type { ServiceName } from '../../domain/index.js';

export interface ChargeCreditsResult {
  chargeId: string;
  amount: number;
  balance: Balance;
}

/** Charges a man for something another service sells (a letter, a private photo, a gift), once per idempotency key. */
export class ChargeCreditsCommand extends Command<ChargeCreditsResult> {
  constructor(
    readonly accountId: string,
    readonly service: ServiceName,
    readonly quantity: number,
    /** Gifts quote their own price; every other service is charged at the price list's. */
    readonly quotedUnitPrice: number,
    readonly reference: string,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
