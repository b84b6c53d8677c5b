import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeDb, staffActor } from '../../testing/fakes.js';
import { CreateCreditPackCommand } from './create-credit-pack.command.js';
import { CreateCreditPackHandler } from './create-credit-pack.handler.js';

const fields = { name: 'Gold', credits: 1000, priceUsdCents: 19999, pricePointId: '27009', best: true, oneTime: false, position: null };
const row = {
  id: 'gold',
  name: 'Gold',
  credits: '1000',
  price_usd_cents: '19999',
  segpay_price_point_id: '27009',
  best: true,
  one_time: false,
  position: 5,
  active: true,
};

describe('CreateCreditPackHandler', () => {
  it('inserts the pack, last in order unless placed, with the audit record', async () => {
    const db = fakeDb([], [], [], [row]);
    expect(await new CreateCreditPackHandler(db).execute(new CreateCreditPackCommand('gold', fields, staffActor('admin')))).toMatchObject({
      id: 'gold',
      credits: 1000,
      price: 199.99,
      active: true,
    });
    expect(db.calls[2]!.params).toEqual(['gold', 'Gold', 1000, 19999, '27009', true, false, null]);
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });

  it('makes an id up when none is given', async () => {
    const db = fakeDb([], [], [], [row]);
    await new CreateCreditPackHandler(db).execute(new CreateCreditPackCommand(null, fields, staffActor('admin')));
    expect(db.calls[0]!.params![0]).toMatch(/^pack-[0-9a-f]{8}$/);
  });

  it('refuses a taken id or price point (10027), recording nothing', async () => {
    const taken = fakeDb([{ '?column?': 1 }]);
    expect(
      toSiteError(await failureOf(new CreateCreditPackHandler(taken).execute(new CreateCreditPackCommand('gold', fields, staffActor('admin'))))),
    ).toMatchObject({
      code: 10027,
      details: { id: ['A credit pack with the id gold exists already'] },
    });
    const pricePoint = fakeDb([], [{ id: 'basic' }]);
    expect(
      toSiteError(await failureOf(new CreateCreditPackHandler(pricePoint).execute(new CreateCreditPackCommand('gold', fields, staffActor('admin'))))),
    ).toMatchObject({ code: 10027, desc: 'Credit pack basic already has the price point 27009' });
    expect([...taken.published, ...pricePoint.published]).toEqual([]);
  });
});
