import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import { searchCriteria } from '../../domain/search-criteria.js';
import { Countries } from '../../infrastructure/countries.js';
import { SearchCounts } from '../../infrastructure/search-counts.js';
import { failureOf, fakeDb, profileRow } from '../../testing/fakes.js';
import { SearchProfilesHandler } from './search-profiles.handler.js';
import { SearchProfilesQuery } from './search-profiles.query.js';

const countries = (...ids: number[]) => ({ exists: async (id: number) => ids.includes(id) }) as unknown as Countries;
const counts = () => new SearchCounts({ ttlMs: 0, maxEntries: 1 });

describe('SearchProfilesHandler', () => {
  it('answers the page as cards and the count', async () => {
    const db = fakeDb([profileRow({ name: 'Anna' })], [{ n: 31 }]);
    const result = await new SearchProfilesHandler(db, countries(804), counts()).execute(
      new SearchProfilesQuery(searchCriteria({ page: 1, country: 804 }, 'man')),
    );
    expect(result).toMatchObject({ total: 31, cards: [{ name: 'Anna', country: 'Ukraine' }] });
    expect(db.calls[0]!.text).toContain('p.country_id = $2');
  });

  it('refuses a country that is not in the list with the spec message (10002), before any search', async () => {
    const db = fakeDb();
    const err = toSiteError(
      await failureOf(new SearchProfilesHandler(db, countries(804), counts()).execute(new SearchProfilesQuery(searchCriteria({ country: 4 }, 'man')))),
    );
    expect(err).toMatchObject({ code: 10002, desc: 'Choose a valid country', details: { country: ['Choose a valid country'] } });
    expect(db.calls).toHaveLength(0);
  });
});
