import type { ServiceDb } from '@dating/platform';
import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeSql } from '../../testing/fakes.js';
import { GetBalanceHandler } from './get-balance.handler.js';
import { GetBalanceQuery } from './get-balance.query.js';

const balanceOf = (row: Record<string, unknown>) => new GetBalanceHandler(fakeSql([row]) as unknown as ServiceDb).execute(new GetBalanceQuery('m1'));

describe('GetBalanceHandler', () => {
  it("reads a man's posted, held and available credits", async () => {
    expect(await balanceOf({ user_type: 'man', posted: '100', held: '30' })).toEqual({ posted: 100, held: 30, available: 70 });
  });

  it('refuses a woman (10024) and a member without an account (10005)', async () => {
    expect(toSiteError(await failureOf(balanceOf({ user_type: 'woman', posted: null, held: null })))).toMatchObject({
      code: 10024,
      details: { reason: 'WOMAN_HAS_NO_ACCOUNT' },
    });
    expect(toSiteError(await failureOf(balanceOf({ user_type: null, posted: null, held: null })))).toMatchObject({
      code: 10005,
      details: { reason: 'ACCOUNT_NOT_OPEN' },
    });
  });
});
