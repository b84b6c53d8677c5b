import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PriceList } from '../../infrastructure/price-list.js';
import { GetPriceQuery } from './get-price.query.js';

@QueryHandler(GetPriceQuery)
export class GetPriceHandler implements IQueryHandler<GetPriceQuery> {
  constructor(@Inject(PriceList) private readonly prices: PriceList) {}

  execute(): Promise<{ action: string; price: number }[]> {
    return this.prices.all();
  }
}
