import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';

export interface CaptureHoldResult {
  chargeId: string;
  balance: Balance;
}

/** Charges part (or all) of a hold: what a chat actually cost. */
export class CaptureHoldCommand extends Command<CaptureHoldResult> {
  constructor(
    readonly accountId: string,
    readonly holdId: string,
    readonly amount: number,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
