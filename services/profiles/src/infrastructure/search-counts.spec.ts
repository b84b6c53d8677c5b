import { describe, expect, it } from 'vitest';
import { searchCriteria } from '../domain/search-criteria.js';
import { SearchCounts } from './search-counts.js';

describe('SearchCounts (the count strategy)', () => {
  const now = new Date('2025-06-15T10:00:00Z');

  it('reuses a filter count whatever the page or sort, until it is ttl old', async () => {
    const counts = new SearchCounts({ ttlMs: 1000, maxEntries: 10 });
    let asked = 0;
    const counter = async () => ++asked;
    expect(await counts.count(searchCriteria({ page: 1, country: 804 }, 'man', now), counter, 0)).toBe(1);
    expect(await counts.count(searchCriteria({ page: 7, country: 804, sort_by_name: 'asc' }, 'man', now), counter, 500)).toBe(1);
    expect(await counts.count(searchCriteria({ page: 1, country: 170 }, 'man', now), counter, 500)).toBe(2);
    expect(await counts.count(searchCriteria({ page: 1, country: 804 }, 'man', now), counter, Date.now() + 2000)).toBe(3);
  });

  it('shares one count among concurrent searches, and counts every time with ttl 0', async () => {
    const shared = new SearchCounts({ ttlMs: 1000, maxEntries: 10 });
    let asked = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++asked), 10));
    const c = searchCriteria({ new: true }, 'man', now);
    expect(await Promise.all([shared.count(c, slow), shared.count(c, slow)])).toEqual([1, 1]);
    const none = new SearchCounts({ ttlMs: 0, maxEntries: 10 });
    await none.count(c, slow);
    await none.count(c, slow);
    expect(asked).toBe(3);
  });

  it('keys a new filter by being new, not by its instant', () => {
    expect(SearchCounts.keyOf(searchCriteria({ new: true }, 'man', now))).toBe(
      SearchCounts.keyOf(searchCriteria({ new: true }, 'man', new Date(now.getTime() + 5000))),
    );
  });
});
