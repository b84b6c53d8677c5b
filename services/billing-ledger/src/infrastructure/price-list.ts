import type { Sql } from '@dating/platform';
import { billingError } from '../billing-site-codes.js';
import { BILLING } from './billing-schema.js';

/** The services with a price-list entry (spec: site/settings/get-price). */
export const PRICED_ACTIONS = ['text_chat', 'write_letter', 'private_photo_buy', 'private_video_buy', 'realinfo_request'] as const;

/**
 * Prices from billing.prices, cached briefly: charges are hot and prices change rarely. An admin
 * edit calls `invalidate()`; other processes see it within the cache lifetime.
 */
export class PriceList {
  private cache: { at: number; prices: Map<string, number> } | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly ttlMs = 5_000,
  ) {}

  async all(): Promise<{ action: string; price: number }[]> {
    const prices = await this.load();
    return PRICED_ACTIONS.filter((a) => prices.has(a)).map((action) => ({ action, price: prices.get(action)! }));
  }

  async priceOf(action: string): Promise<number> {
    const price = (await this.load()).get(action);
    if (price === undefined) throw billingError('LEDGER.NO_PRICE', `No price for ${action}`);
    return price;
  }

  invalidate(): void {
    this.cache = null;
  }

  private async load(): Promise<Map<string, number>> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.prices;
    const rows = await this.sql.query<{ action: string; price: string }>(`SELECT action, price FROM ${BILLING.prices}`);
    this.cache = { at: Date.now(), prices: new Map(rows.map((r) => [r.action, Number(r.price)])) };
    return this.cache.prices;
  }
}
