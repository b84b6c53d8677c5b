import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { GrantCreditsCommand, type GrantCreditsResult } from './grant-credits.command.js';

@CommandHandler(GrantCreditsCommand)
export class GrantCreditsHandler implements ICommandHandler<GrantCreditsCommand> {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  async execute(c: GrantCreditsCommand): Promise<GrantCreditsResult> {
    const outcome = applied(
      await this.ledger.execute({
        accountId: c.accountId,
        actor: `staff:${c.staffId}`,
        idempotencyKey: c.idempotencyKey ? `grant:${c.idempotencyKey}` : undefined,
        command: { type: 'GrantCredits', grantId: randomUUID(), credits: c.credits, reason: c.reason, staffId: c.staffId },
      }),
    );
    const granted = eventOf(outcome.events, 'CreditsGranted');
    if (!granted) throw new Error('a grant was applied without its CreditsGranted event');
    return {
      grantId: granted.grantId,
      credits: granted.credits,
      reason: granted.reason,
      staffId: granted.staffId,
      balance: outcome.balance,
      replayed: outcome.replayed,
    };
  }
}
