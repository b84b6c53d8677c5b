import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { GetOnlineWomenHandler } from './get-online-women.handler.js';
import { GetOnlineWomenQuery } from './get-online-women.query.js';

describe('GetOnlineWomenHandler', () => {
  it('answers { list, count } of the ladies online now', async () => {
    const db = fakeDb([profileRow({ online_until: Infinity })], [{ n: 9 }]);
    expect(await new GetOnlineWomenHandler(db).execute(new GetOnlineWomenQuery(12, 0))).toMatchObject({ count: 9, list: [{ is_online: true }] });
    expect(db.calls[0]!.text).toContain('p.online_until > $2');
  });
});
