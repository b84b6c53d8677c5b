import { describe, expect, it } from 'vitest';
import { PriceList } from '../../infrastructure/price-list.js';
import { fakeSql } from '../../testing/fakes.js';
import { GetPriceHandler } from './get-price.handler.js';

describe('GetPriceHandler', () => {
  it('answers the priced actions in the spec’s order, leaving out what has no price', async () => {
    const prices = new PriceList(
      fakeSql([
        { action: 'write_letter', price: '10' },
        { action: 'text_chat', price: '2' },
        { action: 'not_a_service', price: '5' },
      ]),
    );
    expect(await new GetPriceHandler(prices).execute()).toEqual([
      { action: 'text_chat', price: 2 },
      { action: 'write_letter', price: 10 },
    ]);
  });
});
