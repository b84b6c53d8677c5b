import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { ReleaseHoldCommand, type ReleaseHoldResult } from './release-hold.command.js';

@CommandHandler(ReleaseHoldCommand)
export class ReleaseHoldHandler implements ICommandHandler<ReleaseHoldCommand> {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  async execute(c: ReleaseHoldCommand): Promise<ReleaseHoldResult> {
    const outcome = applied(
      await this.ledger.execute({
        accountId: c.accountId,
        actor: 'system:release',
        idempotencyKey: c.idempotencyKey,
        command: { type: 'ReleaseHold', holdId: c.holdId },
      }),
    );
    return { released: eventOf(outcome.events, 'HoldReleased')?.amount ?? 0, balance: outcome.balance };
  }
}
