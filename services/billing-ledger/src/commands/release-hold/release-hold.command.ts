import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';

export interface ReleaseHoldResult {
  /** Credits the hold gave back. */
  released: number;
  balance: Balance;
}

/** Gives back what is left of a hold. */
export class ReleaseHoldCommand extends Command<ReleaseHoldResult> {
  constructor(
    readonly accountId: string,
    readonly holdId: string,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
