import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Checkouts } from '../../infrastructure/checkouts.js';
import { usd } from '../../infrastructure/payments/payment-provider.js';
import { type CreditPackItem, LoadCreditPacksQuery } from './load-credit-packs.query.js';

@QueryHandler(LoadCreditPacksQuery)
export class LoadCreditPacksHandler implements IQueryHandler<LoadCreditPacksQuery> {
  constructor(@Inject(Checkouts) private readonly checkouts: Checkouts) {}

  async execute({ memberId }: LoadCreditPacksQuery): Promise<CreditPackItem[]> {
    await this.checkouts.requireAccount(memberId);
    const [packs, bought] = await Promise.all([this.checkouts.activePacks(), this.checkouts.oneTimePacksBought(memberId)]);
    const items: CreditPackItem[] = [];
    for (const pack of packs) {
      const available = !(pack.one_time && bought.has(pack.id));
      items.push({
        id: pack.id,
        name: pack.name,
        credits: pack.credits,
        price: usd(pack.price_usd_cents),
        segpay_price_point_id: pack.segpay_price_point_id,
        payment_link: available ? (await this.checkouts.paymentLink(memberId, pack)).url : null,
        best: pack.best,
        'one-time': pack.one_time,
        available,
      });
    }
    return items;
  }
}
