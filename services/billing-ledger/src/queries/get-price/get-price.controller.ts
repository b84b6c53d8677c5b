import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPriceQuery } from './get-price.query.js';

/** site/settings/get-price: the price of every paid action, from the server. */
@Controller('api')
export class GetPriceController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('site/settings/get-price')
  getPrice(): Promise<{ action: string; price: number }[]> {
    return this.queries.execute(new GetPriceQuery());
  }
}
