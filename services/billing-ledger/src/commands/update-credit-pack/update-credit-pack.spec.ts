import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeDb, staffActor } from '../../testing/fakes.js';
import { UpdateCreditPackCommand } from './update-credit-pack.command.js';
import { UpdateCreditPackHandler } from './update-credit-pack.handler.js';

const pack = {
  id: 'basic',
  name: '50 credits',
  credits: '50',
  price_usd_cents: '1499',
  segpay_price_point_id: '27002',
  best: false,
  one_time: false,
  position: 2,
  active: true,
};
const update = (db: ReturnType<typeof fakeDb>, fields: ConstructorParameters<typeof UpdateCreditPackCommand>[1]) =>
  new UpdateCreditPackHandler(db).execute(new UpdateCreditPackCommand('basic', fields, staffActor('admin')));

describe('UpdateCreditPackHandler', () => {
  it('changes the given fields with the audit record', async () => {
    const db = fakeDb([{ active: true }], [pack], [], [{ ...pack, credits: '60' }]);
    expect(await update(db, { credits: 60 })).toMatchObject({ id: 'basic', credits: 60, price_usd_cents: 1499 });
    expect(db.calls[2]!.params).toEqual(['basic', null, 60, null, null, null, null, null]);
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });

  it('records nothing when nothing changes', async () => {
    const db = fakeDb([{ active: true }], [pack]);
    expect(await update(db, { credits: 50, name: '50 credits', best: false })).toMatchObject({ credits: 50 });
    expect(db.calls).toHaveLength(2);
    expect(db.published).toEqual([]);
  });

  it('refuses an unknown pack (10404), a retired one (10034) and a price point of another pack (10027)', async () => {
    expect(toSiteError(await failureOf(update(fakeDb([]), { credits: 1 })))).toMatchObject({ code: 10404, desc: 'Credit pack not found' });
    expect(toSiteError(await failureOf(update(fakeDb([{ active: false }]), { credits: 1 })))).toMatchObject({
      code: 10034,
      desc: 'A retired credit pack cannot be changed',
    });
    expect(toSiteError(await failureOf(update(fakeDb([{ active: true }], [pack], [{ id: 'popular' }]), { pricePointId: '27003' })))).toMatchObject({
      code: 10027,
      details: { segpay_price_point_id: ['Credit pack popular already has the price point 27003'] },
    });
  });
});
