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

  it('answers an expired count for one more ttl while it counts again, and waits for the new count after that', async () => {
    const counts = new SearchCounts({ ttlMs: 1000, maxEntries: 10 });
    const c = searchCriteria({ page: 1, country: 804 }, 'man', now);
    let asked = 0;
    let finish: (() => void) | null = null;
    const counter = () => new Promise<number>((resolve) => (finish = () => resolve(++asked)));
    const first = counts.count(c, counter, 0);
    finish!();
    expect(await first).toBe(1);

    // Expired (1.5 ttl old): the old count at once, a recount started and shared.
    const expired = Date.now() + 1500;
    expect(await counts.count(c, counter, expired)).toBe(1);
    expect(await counts.count(c, counter, expired)).toBe(1);
    finish!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toBe(2);
    expect(await counts.count(c, counter, Date.now())).toBe(2);

    // Past two ttls: the search waits for the new count.
    let answered = false;
    const late = counts.count(c, counter, Date.now() + 2500).then((n) => ((answered = true), n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    finish!();
    expect(await late).toBe(3);
  });

  it('keeps answering the old count when a recount fails, and counts again on the next search', async () => {
    const counts = new SearchCounts({ ttlMs: 1000, maxEntries: 10 });
    const c = searchCriteria({ new: true }, 'man', now);
    expect(await counts.count(c, async () => 7, 0)).toBe(7);
    const expired = Date.now() + 1500;
    expect(await counts.count(c, () => Promise.reject(new Error('database gone')), expired)).toBe(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await counts.count(c, async () => 9, expired)).toBe(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await counts.count(c, async () => 10, Date.now())).toBe(9);
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
