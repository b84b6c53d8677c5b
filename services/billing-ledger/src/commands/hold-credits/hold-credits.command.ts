import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';
import type { ServiceName } from '../../domain/index.js';

export interface HoldCreditsResult {
  holdId: string;
  balance: Balance;
}

/** Sets credits aside for a service billed as it goes (a chat), until captured, released or expired. */
export class HoldCreditsCommand extends Command<HoldCreditsResult> {
  constructor(
    readonly accountId: string,
    readonly service: ServiceName,
    readonly amount: number,
    readonly reference: string,
    /** 0: the default lifetime. */
    readonly ttlSeconds: number,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
