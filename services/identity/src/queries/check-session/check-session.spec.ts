import { randomUUID } from 'node:crypto';
import type { Principal, Sql } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { CheckSessionHandler } from './check-session.handler.js';
import { CheckSessionQuery } from './check-session.query.js';

const sid = randomUUID();
const anna: Principal = { kind: 'member', id: '100001', sessionId: sid, userType: 'woman' };

/** The handler over a cache holding `cached` and a database answering `stored`, recording what was asked. */
function given(cached: Principal | 'revoked' | null, stored: { user_type: string }[] = []) {
  const asked: string[] = [];
  const remembered: Principal[] = [];
  const sql: Sql = {
    async query<T>(text: string): Promise<T[]> {
      asked.push(text);
      return stored as T[];
    },
  };
  const cache = {
    get: async () => cached,
    remember: async (p: Principal) => void remembered.push(p),
  } as unknown as SessionCache;
  return { handler: new CheckSessionHandler(sql, cache, { staffIdleMinutes: 30 }), asked, remembered };
}

describe('check session', () => {
  it('answers nothing for a malformed subject or session id, without asking anyone', async () => {
    const { handler, asked } = given(anna, [{ user_type: 'woman' }]);
    for (const [session, subject] of [
      [sid, 'robot:1'],
      [sid, 'member:0'],
      ['not-a-uuid', 'member:100001'],
    ] as const) {
      expect(await handler.execute(new CheckSessionQuery(session, subject))).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('believes a revoked marker and an open entry of the same subject without the database', async () => {
    expect(await given('revoked', [{ user_type: 'woman' }]).handler.execute(new CheckSessionQuery(sid, 'member:100001'))).toBeNull();
    const open = given(anna);
    expect(await open.handler.execute(new CheckSessionQuery(sid, 'member:100001'))).toEqual(anna);
    expect(open.asked).toEqual([]);
  });

  it('asks the database when the cache has nothing or names someone else, and remembers an open session', async () => {
    const miss = given(null, [{ user_type: 'woman' }]);
    expect(await miss.handler.execute(new CheckSessionQuery(sid, 'member:100001'))).toEqual(anna);
    expect(miss.asked).toHaveLength(1);
    expect(miss.remembered).toEqual([anna]);

    const other = given(anna, []);
    expect(await other.handler.execute(new CheckSessionQuery(sid, 'member:100002'))).toBeNull();
    expect(other.asked).toHaveLength(1);
    expect(other.remembered).toEqual([]);
  });
});
