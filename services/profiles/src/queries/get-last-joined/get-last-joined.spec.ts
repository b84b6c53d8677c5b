import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { GetLastJoinedHandler } from './get-last-joined.handler.js';
import { GetLastJoinedQuery } from './get-last-joined.query.js';

describe('GetLastJoinedHandler', () => {
  it('lists one sex newest first, as cards', async () => {
    const db = fakeDb([profileRow({ user_type: 'man', name: 'John' })]);
    expect(await new GetLastJoinedHandler(db).execute(new GetLastJoinedQuery('man', 5))).toMatchObject([{ name: 'John', sex: { isWoman: false } }]);
    expect(db.calls[0]!.text).toContain('ORDER BY p.registered_at DESC, p.member_id DESC');
    expect(db.calls[0]!.params).toEqual(['man', 5, 0]);
  });
});
