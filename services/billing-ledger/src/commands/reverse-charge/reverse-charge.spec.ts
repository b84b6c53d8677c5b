import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeLedger, fakeSql, refusedOutcome } from '../../testing/fakes.js';
import { ReverseChargeCommand } from './reverse-charge.command.js';
import { ReverseChargeHandler } from './reverse-charge.handler.js';

describe('ReverseChargeHandler', () => {
  it('reverses the charge on its own account, as the staff member', async () => {
    const reversed = { type: 'ChargeReversed' as const, chargeId: 'c1', amount: 10, reason: 'Complaint upheld', staffId: 'staff-finance' };
    const ledger = fakeLedger(appliedOutcome([reversed], 90));
    const result = await new ReverseChargeHandler(ledger, fakeSql([{ account_id: 'm1' }])).execute(
      new ReverseChargeCommand('c1', 'Complaint upheld', 'staff-finance'),
    );
    expect(result).toEqual({
      accountId: 'm1',
      amount: 10,
      reason: 'Complaint upheld',
      staffId: 'staff-finance',
      balance: { posted: 90, held: 0, available: 90 },
    });
    expect(ledger.asked[0]).toMatchObject({ accountId: 'm1', actor: 'staff:staff-finance', command: { type: 'ReverseCharge', chargeId: 'c1' } });
  });

  it('refuses an unknown charge (10404) and a second reversal (10034)', async () => {
    const unknown = await failureOf(new ReverseChargeHandler(fakeLedger(), fakeSql([])).execute(new ReverseChargeCommand('c9', 'x', 's')));
    expect(toSiteError(unknown)).toMatchObject({ code: 10404, desc: 'Charge not found' });
    const again = await failureOf(
      new ReverseChargeHandler(fakeLedger(refusedOutcome('CHARGE_ALREADY_REVERSED')), fakeSql([{ account_id: 'm1' }])).execute(
        new ReverseChargeCommand('c1', 'x', 's'),
      ),
    );
    expect(toSiteError(again)).toMatchObject({ code: 10034, httpStatus: 409 });
  });
});
