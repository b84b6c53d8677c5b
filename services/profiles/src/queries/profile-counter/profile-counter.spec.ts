import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../testing/fakes.js';
import { ProfileCounterHandler } from './profile-counter.handler.js';
import { ProfileCounterQuery } from './profile-counter.query.js';

describe('ProfileCounterHandler', () => {
  it('counts new and all visitors, the visited profiles, new winks and favorite invites; an id that is not a member id counts nothing', async () => {
    const db = fakeDb([{ visitors_new: 2, visitors_total: 5, visited: 1, winks_new: 3, favorite_invites: 1 }]);
    expect(await new ProfileCounterHandler(db).execute(new ProfileCounterQuery('100001'))).toEqual({
      visitors_new: 2,
      visitors_total: 5,
      visited: 1,
      winks_new: 3,
      favorite_invites: 1,
    });
    const none = fakeDb();
    expect(await new ProfileCounterHandler(none).execute(new ProfileCounterQuery('staff-admin'))).toEqual({
      visitors_new: 0,
      visitors_total: 0,
      visited: 0,
      winks_new: 0,
      favorite_invites: 0,
    });
    expect(none.calls).toHaveLength(0);
  });
});
