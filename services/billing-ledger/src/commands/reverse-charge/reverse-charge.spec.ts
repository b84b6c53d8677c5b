import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeDb, fakeLedger, refusedOutcome, staffActor } from '../../testing/fakes.js';
import { ReverseChargeCommand } from './reverse-charge.command.js';
import { ReverseChargeHandler } from './reverse-charge.handler.js';

const KEY = '5d0c2b8a-7e61-4c1f-8f57-2b9e0a4c3d21';
const order = { id: 'c1', account_id: 'm1', service: 'write_letter', unit_price: '10', quantity: '1', amount: '10', reference: 'l1', reversed: false };
const reversal = {
  id: 'c1',
  charge_id: 'c1',
  account_id: 'm1',
  service: 'write_letter',
  amount: '10',
  reason: 'Complaint upheld',
  staff_id: 'staff-finance',
  version: '6',
};
const reversed = { type: 'ChargeReversed' as const, chargeId: 'c1', amount: 10, reason: 'Complaint upheld', staffId: 'staff-finance' };
const reverse = (db: ReturnType<typeof fakeDb>, ledger: ReturnType<typeof fakeLedger>) =>
  new ReverseChargeHandler(ledger, db).execute(new ReverseChargeCommand('c1', 'Complaint upheld', KEY, staffActor()));

describe('ReverseChargeHandler', () => {
  it('reverses the charge on its own account as the staff member, under the form key, with the audit record (the order before)', async () => {
    const ledger = fakeLedger(appliedOutcome([reversed], 90));
    const db = fakeDb([order], [reversal]);
    expect(await reverse(db, ledger)).toEqual({
      reversal: expect.objectContaining({ id: 'c1', account_id: 'm1', amount: 10, reason: 'Complaint upheld', staff_id: 'staff-finance' }),
      balance: { posted: 90, held: 0, available: 90 },
      replayed: false,
    });
    expect(ledger.asked[0]).toMatchObject({
      accountId: 'm1',
      actor: 'staff:staff-finance',
      idempotencyKey: `reversal:${KEY}`,
      command: { type: 'ReverseCharge', chargeId: 'c1' },
    });
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });

  it('answers a replay without a second audit record', async () => {
    const db = fakeDb([order], [reversal]);
    expect(await reverse(db, fakeLedger(appliedOutcome([reversed], 90, 0, true)))).toMatchObject({ replayed: true, reversal: { id: 'c1' } });
    expect(db.published).toEqual([]);
  });

  it('refuses an unknown charge (10404) and a second reversal (10034), recording nothing', async () => {
    const unknown = await failureOf(reverse(fakeDb([]), fakeLedger()));
    expect(toSiteError(unknown)).toMatchObject({ code: 10404, desc: 'Charge not found' });
    const db = fakeDb([order]);
    const again = await failureOf(reverse(db, fakeLedger(refusedOutcome('CHARGE_ALREADY_REVERSED'))));
    expect(toSiteError(again)).toMatchObject({ code: 10034, httpStatus: 409 });
    expect(db.published).toEqual([]);
  });
});
