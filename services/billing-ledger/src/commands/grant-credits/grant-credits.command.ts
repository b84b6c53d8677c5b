import { Command } from '@nestjs/cqrs';
import type { Balance } from '../../application/ledger.service.js';

export interface GrantCreditsResult {
  grantId: string;
  credits: number;
  reason: string;
  staffId: string;
  balance: Balance;
  /** The idempotency key was used before with the same request: this is that grant, nothing more was given. */
  replayed: boolean;
}

/** Finance gives a man credits, with a reason; a retried request with the same key gives them once. */
export class GrantCreditsCommand extends Command<GrantCreditsResult> {
  constructor(
    readonly accountId: string,
    readonly credits: number,
    readonly reason: string,
    readonly staffId: string,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
