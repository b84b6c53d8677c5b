import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../testing/fakes.js';
import { GetCitiesHandler } from './get-cities.handler.js';
import { GetCitiesQuery } from './get-cities.query.js';

describe('GetCitiesHandler', () => {
  it("answers one country's city names", async () => {
    const db = fakeDb([{ name: 'Kyiv' }, { name: 'Lviv' }]);
    expect(await new GetCitiesHandler(db).execute(new GetCitiesQuery(804))).toEqual(['Kyiv', 'Lviv']);
    expect(db.calls[0]!.params).toEqual([804]);
  });
});
