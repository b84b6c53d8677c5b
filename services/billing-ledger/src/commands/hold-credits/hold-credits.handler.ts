import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { HoldCreditsCommand, type HoldCreditsResult } from './hold-credits.command.js';

/** A hold nobody captures or releases expires after this long (see jobs/hold-expiry.ts). */
const DEFAULT_HOLD_TTL_SECONDS = 15 * 60;

@CommandHandler(HoldCreditsCommand)
export class HoldCreditsHandler implements ICommandHandler<HoldCreditsCommand> {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  async execute(c: HoldCreditsCommand): Promise<HoldCreditsResult> {
    const ttlSeconds = c.ttlSeconds || DEFAULT_HOLD_TTL_SECONDS;
    const outcome = applied(
      await this.ledger.execute({
        accountId: c.accountId,
        actor: `system:${c.service}`,
        idempotencyKey: c.idempotencyKey,
        command: {
          type: 'HoldCredits',
          holdId: randomUUID(),
          service: c.service,
          amount: c.amount,
          reference: c.reference,
          expiresAtMs: Date.now() + ttlSeconds * 1000,
        },
      }),
    );
    return { holdId: eventOf(outcome.events, 'CreditsHeld')?.holdId ?? '', balance: outcome.balance };
  }
}
