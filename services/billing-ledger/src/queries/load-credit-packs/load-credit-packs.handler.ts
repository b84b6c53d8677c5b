import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Checkouts } from '../../infrastructure/checkouts.js';
import { type CreditPackOffer, LoadCreditPacksQuery } from './load-credit-packs.query.js';

@QueryHandler(LoadCreditPacksQuery)
export class LoadCreditPacksHandler implements IQueryHandler<LoadCreditPacksQuery> {
  constructor(@Inject(Checkouts) private readonly checkouts: Checkouts) {}

  async execute({ memberId }: LoadCreditPacksQuery): Promise<CreditPackOffer[]> {
    await this.checkouts.requireAccount(memberId);
    const [packs, bought] = await Promise.all([this.checkouts.activePacks(), this.checkouts.oneTimePacksBought(memberId)]);
    return packs.map((pack) => ({ pack, available: !(pack.one_time && bought.has(pack.id)) }));
  }
}
