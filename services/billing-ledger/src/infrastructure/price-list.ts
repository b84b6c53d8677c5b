import type { Sql } from '@dating/platform';
import { billingError } from '../billing-site-codes.js';
import { BILLING } from './billing-schema.js';

/** The services with a price-list entry (spec: site/settings/get-price). */
export const PRICED_ACTIONS = ['text_chat', 'video_chat', 'write_letter', 'private_photo_buy', 'private_video_buy', 'realinfo_request'] as const;

/** The highest price of one unit of a service an admin may set (credits): a typo guard (the dearest today is 500). */
export const MAX_PRICE = 10_000;

/**
 * Prices from billing.prices, cached briefly: charges are hot and prices change rarely. An admin
 * edit (commands/update-price) calls `invalidate()` after its commit, so this process's next
 * charge reads the new price; other billing processes see it within the cache lifetime (5 s).
 */
export class PriceList {
  private cache: { at: number; prices: Map<string, number> } | null = null;
  /** Bumped by invalidate(): a read that began before it does not fill the cache with what it read. */
  private generation = 0;

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
    this.generation++;
    this.cache = null;
  }

  private async load(): Promise<Map<string, number>> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.prices;
    const generation = this.generation;
    const rows = await this.sql.query<{ action: string; price: string }>(`SELECT action, price FROM ${BILLING.prices}`);
    const prices = new Map(rows.map((r) => [r.action, Number(r.price)]));
    if (generation === this.generation) this.cache = { at: Date.now(), prices };
    return prices;
  }
}
