import type { SearchCriteria } from '../domain/search-criteria.js';

/** How long a search's count is reused, and how many counts are kept. */
export const SEARCH_COUNT_CACHE = { ttlMs: 10_000, maxEntries: 10_000 } as const;

/**
 * The search's count strategy. The page of a search is read every time (it must show who is
 * online now), but how many match in all changes slowly and costs the most (every matching row is
 * counted, where the page stops after 24): a filter's count is reused for `ttlMs`, and concurrent
 * searches with one filter share one count. Paging and sorting do not change a count, so they are
 * not part of its key. A count may be up to `ttlMs` old; the page never is.
 */
export class SearchCounts {
  private readonly entries = new Map<string, { total: number; until: number }>();
  private readonly pending = new Map<string, Promise<number>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number } = SEARCH_COUNT_CACHE) {}

  static keyOf(criteria: SearchCriteria): string {
    const { sort: _sort, limit: _limit, offset: _offset, hiddenFor: _hiddenFor, registeredSince, ...filter } = criteria;
    return JSON.stringify({ ...filter, new: registeredSince !== undefined });
  }

  count(criteria: SearchCriteria, counter: () => Promise<number>, now = Date.now()): Promise<number> {
    if (this.options.ttlMs <= 0) return counter();
    const key = SearchCounts.keyOf(criteria);
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return Promise.resolve(hit.total);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = counter()
        .then((total) => {
          this.entries.delete(key);
          this.entries.set(key, { total, until: Date.now() + this.options.ttlMs });
          if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          return total;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Forgets every count (a test that changes profiles and counts again at once). */
  clear(): void {
    this.entries.clear();
  }
}
