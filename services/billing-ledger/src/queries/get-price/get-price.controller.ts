import { Controller, Inject, Post } from '@nestjs/common';
import { PriceList } from '../../application/price-list.js';

/** site/settings/get-price: the price of every paid action, from the server. */
@Controller('api')
export class GetPriceController {
  constructor(@Inject(PriceList) private readonly prices: PriceList) {}

  @Post('site/settings/get-price')
  async getPrice(): Promise<{ action: string; price: number }[]> {
    return this.prices.all();
  }
}
