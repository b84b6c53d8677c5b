import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import { failureOf, fakeDb, profileRow } from '../../testing/fakes.js';
import { LoadProfileHandler } from './load-profile.handler.js';
import { LoadProfileQuery } from './load-profile.query.js';

const man = { kind: 'member' as const, id: '100002', sessionId: 's', userType: 'man' as const };

describe('LoadProfileHandler', () => {
  it('given no target: the own profile with contacts', async () => {
    const db = fakeDb([profileRow({ member_id: '100002', user_type: 'man', name: 'John' })], [{ email: 'j@example.com', phone: null }]);
    const view = await new LoadProfileHandler(db).execute(new LoadProfileQuery(man, null));
    expect(view).toMatchObject({ user_id: 100002, contacts: { email: 'j@example.com' } });
    expect(db.published).toHaveLength(0);
  });

  it('given a lady: her member view, and a visit recorded with ProfileVisited', async () => {
    // Her profile, no block between them, then the visit's insert.
    const db = fakeDb([profileRow()], [], [{ first: 1 }]);
    const view = await new LoadProfileHandler(db).execute(new LoadProfileQuery(man, '100001'));
    expect(view).not.toHaveProperty('contacts');
    expect(db.calls.some((c) => c.text.includes('INSERT INTO profiles.visits'))).toBe(true);
    expect(db.published.map((e) => e.type)).toEqual(['profiles.v1.ProfileVisited']);
  });

  it('given a lady who ignores him: her member view, and no visit recorded', async () => {
    const db = fakeDb([profileRow()], [{ '?column?': 1 }]);
    await new LoadProfileHandler(db).execute(new LoadProfileQuery(man, '100001'));
    expect(db.calls.some((c) => c.text.includes('INSERT INTO profiles.visits'))).toBe(false);
    expect(db.published).toEqual([]);
  });

  it('given a man: 10024 and no visit; given nobody: 10404; given no own profile: 10005', async () => {
    const sameSex = fakeDb([profileRow({ user_type: 'man' })]);
    expect(toSiteError(await failureOf(new LoadProfileHandler(sameSex).execute(new LoadProfileQuery(man, '100001'))))).toMatchObject({ code: 10024 });
    expect(sameSex.calls).toHaveLength(1);
    expect(toSiteError(await failureOf(new LoadProfileHandler(fakeDb([])).execute(new LoadProfileQuery(man, '100001'))))).toMatchObject({ code: 10404 });
    expect(toSiteError(await failureOf(new LoadProfileHandler(fakeDb([])).execute(new LoadProfileQuery(man, null))))).toMatchObject({ code: 10005 });
  });
});
