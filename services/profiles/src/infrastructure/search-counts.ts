import type { SearchCriteria } from '../domain/search-criteria.js';

/** How long a search's count is reused, and how many counts are kept. */
export const SEARCH_COUNT_CACHE = { ttlMs: 10_000, maxEntries: 10_000 } as const;

/**
 * The search's count strategy. The page of a search is read every time (it must show who is
 * online now), but how many match in all changes slowly and costs the most (every matching row is
 * counted, where the page stops after 24): a filter's count is reused for `ttlMs`, and concurrent
 * searches with one filter share one count. Paging and sorting do not change a count, so they are
 * not part of its key. For a further `ttlMs` after that, the old count is still answered while a
 * new one is made (so the searcher who comes when it expires does not wait for a count of
 * thousands of rows; it was the slowest 1% of searches); older than that, the search waits for the
 * new count. A count may be up to 2 x `ttlMs` old; the page never is.
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
    const fresh = this.pending.get(key) ?? this.recount(key, counter);
    return hit && hit.until + this.options.ttlMs > now ? Promise.resolve(hit.total) : fresh;
  }

  /** Forgets every count (a test that changes profiles and counts again at once). */
  clear(): void {
    this.entries.clear();
  }

  private recount(key: string, counter: () => Promise<number>): Promise<number> {
    const pending = counter()
      .then((total) => {
        this.entries.delete(key);
        this.entries.set(key, { total, until: Date.now() + this.options.ttlMs });
        if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        return total;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, pending);
    // Nobody may wait on a recount made behind an old count: a failed one leaves that count (answered
    // a while longer) for the next search to retry, and is no unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  }
}
