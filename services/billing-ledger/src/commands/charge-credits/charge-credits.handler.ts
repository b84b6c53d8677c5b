import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { billingError } from '../../billing-site-codes.js';
import { PriceList } from '../../infrastructure/price-list.js';
import { ChargeCreditsCommand, type ChargeCreditsResult } from './charge-credits.command.js';

@CommandHandler(ChargeCreditsCommand)
export class ChargeCreditsHandler implements ICommandHandler<ChargeCreditsCommand> {
  constructor(
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PriceList) private readonly prices: PriceList,
  ) {}

  async execute(c: ChargeCreditsCommand): Promise<ChargeCreditsResult> {
    const unitPrice = c.service === 'gift' ? c.quotedUnitPrice : await this.prices.priceOf(c.service);
    // Without a key a retried call could charge twice.
    if (!c.idempotencyKey) throw billingError('LEDGER.MISSING_PARAMETER', 'Missing required parameter idempotency_key');
    const outcome = applied(
      await this.ledger.execute({
        accountId: c.accountId,
        actor: `system:${c.service}`,
        idempotencyKey: c.idempotencyKey,
        // A list price is the ledger's reading, not the caller's request (a quoted gift price is).
        ledgerFields: c.service === 'gift' ? [] : ['unitPrice'],
        command: { type: 'ChargeCredits', chargeId: randomUUID(), service: c.service, unitPrice, quantity: c.quantity, reference: c.reference },
      }),
    );
    const charged = eventOf(outcome.events, 'CreditsCharged');
    return { chargeId: charged?.chargeId ?? '', amount: charged?.amount ?? 0, balance: outcome.balance };
  }
}
