import { Query } from '@nestjs/cqrs';

/** The price of every paid action, from the price list. */
export class GetPriceQuery extends Query<{ action: string; price: number }[]> {}
