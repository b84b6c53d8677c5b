import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { CaptureHoldCommand, type CaptureHoldResult } from './capture-hold.command.js';

@CommandHandler(CaptureHoldCommand)
export class CaptureHoldHandler implements ICommandHandler<CaptureHoldCommand> {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  async execute(c: CaptureHoldCommand): Promise<CaptureHoldResult> {
    const outcome = applied(
      await this.ledger.execute({
        accountId: c.accountId,
        actor: 'system:capture',
        idempotencyKey: c.idempotencyKey,
        command: { type: 'CaptureHold', holdId: c.holdId, chargeId: randomUUID(), amount: c.amount },
      }),
    );
    return { chargeId: eventOf(outcome.events, 'HoldCaptured')?.chargeId ?? '', balance: outcome.balance };
  }
}
