import { describe, expect, it } from 'vitest';
import { Countries } from '../../infrastructure/countries.js';
import { fakeDb } from '../../testing/fakes.js';
import { GetCountriesHandler } from './get-countries.handler.js';

describe('GetCountriesHandler', () => {
  it('answers the list, read once per process', async () => {
    const db = fakeDb([{ id: 804, name: 'Ukraine', code: 'UA' }]);
    const countries = new Countries(db);
    const handler = new GetCountriesHandler(countries);
    expect(await handler.execute()).toEqual([{ id: 804, name: 'Ukraine', code: 'UA' }]);
    expect(await handler.execute()).toHaveLength(1);
    expect(await countries.exists(804)).toBe(true);
    expect(await countries.exists(4)).toBe(false);
    expect(db.calls).toHaveLength(1);
  });
});
