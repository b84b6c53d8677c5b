import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { TopFemalesHandler } from './top-females.handler.js';
import { TopFemalesQuery } from './top-females.query.js';

describe('TopFemalesHandler', () => {
  it('lists ladies by distinct visitors', async () => {
    const db = fakeDb([profileRow()]);
    expect(await new TopFemalesHandler(db).execute(new TopFemalesQuery(3))).toHaveLength(1);
    expect(db.calls[0]!.text).toContain('ORDER BY p.popularity DESC, p.member_id');
    expect(db.calls[0]!.params).toEqual(['woman', 3, 0]);
  });
});
