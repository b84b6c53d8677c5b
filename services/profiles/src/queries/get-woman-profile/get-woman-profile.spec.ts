import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import { failureOf, fakeDb, profileRow } from '../../testing/fakes.js';
import { GetWomanProfileHandler } from './get-woman-profile.handler.js';
import { GetWomanProfileQuery } from './get-woman-profile.query.js';

describe('GetWomanProfileHandler', () => {
  it("answers a lady's public view; a man's id is not found (10404)", async () => {
    const view = await new GetWomanProfileHandler(fakeDb([profileRow({ status: 'secret status' })])).execute(new GetWomanProfileQuery('100001'));
    expect(view).toMatchObject({ user_id: 100001, name: 'Olena' });
    expect(JSON.stringify(view)).not.toContain('secret status');
    const man = fakeDb([profileRow({ user_type: 'man' })]);
    expect(toSiteError(await failureOf(new GetWomanProfileHandler(man).execute(new GetWomanProfileQuery('100001'))))).toMatchObject({ code: 10404 });
    expect(toSiteError(await failureOf(new GetWomanProfileHandler(fakeDb()).execute(new GetWomanProfileQuery('abc'))))).toMatchObject({ code: 10404 });
  });
});
