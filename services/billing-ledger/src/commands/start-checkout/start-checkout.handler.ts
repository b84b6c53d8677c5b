import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billingError } from '../../billing-site-codes.js';
import { Checkouts } from '../../infrastructure/checkouts.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(@Inject(Checkouts) private readonly checkouts: Checkouts) {}

  async execute(c: StartCheckoutCommand): Promise<string> {
    const pack = await this.checkouts.activePack(c.creditPackId);
    if (!pack) throw billingError('PAYMENTS.PACK_NOT_FOUND', 'Credit pack not found');
    if (pack.segpay_price_point_id !== c.pricePointId) {
      const message = 'The price point does not belong to this credit pack';
      throw billingError('PAYMENTS.PRICE_POINT_MISMATCH', message, { price_point_id: [message] });
    }
    await this.checkouts.requireAccount(c.memberId);
    if (pack.one_time && (await this.checkouts.oneTimePacksBought(c.memberId)).has(pack.id)) {
      throw billingError('PAYMENTS.ONE_TIME_PACK_ALREADY_BOUGHT', undefined, { reason: 'ONE_TIME_PACK_ALREADY_BOUGHT' });
    }
    return (await this.checkouts.paymentLink(c.memberId, pack)).url;
  }
}
