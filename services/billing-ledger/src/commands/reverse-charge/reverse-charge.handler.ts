import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { applied, eventOf, LedgerService } from '../../application/ledger.service.js';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { accountOfCharge } from '../../infrastructure/ledger-projections.reader.js';
import { ReverseChargeCommand, type ReverseChargeResult } from './reverse-charge.command.js';

@CommandHandler(ReverseChargeCommand)
export class ReverseChargeHandler implements ICommandHandler<ReverseChargeCommand> {
  constructor(
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(BILLING_DB) private readonly db: ServiceDb,
  ) {}

  async execute(c: ReverseChargeCommand): Promise<ReverseChargeResult> {
    const accountId = await accountOfCharge(this.db, c.chargeId);
    if (!accountId) throw billingError('LEDGER.CHARGE_NOT_FOUND', 'Charge not found');
    const outcome = applied(
      await this.ledger.execute({
        accountId,
        actor: `staff:${c.staffId}`,
        command: { type: 'ReverseCharge', chargeId: c.chargeId, reason: c.reason, staffId: c.staffId },
      }),
    );
    const reversed = eventOf(outcome.events, 'ChargeReversed');
    if (!reversed) throw new Error('a reversal was applied without its ChargeReversed event');
    return { accountId, amount: reversed.amount, reason: reversed.reason, staffId: reversed.staffId, balance: outcome.balance };
  }
}
