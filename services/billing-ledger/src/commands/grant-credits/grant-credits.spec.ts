import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeLedger, refusedOutcome } from '../../testing/fakes.js';
import { GrantCreditsCommand } from './grant-credits.command.js';
import { GrantCreditsHandler } from './grant-credits.handler.js';

const granted = { type: 'CreditsGranted' as const, grantId: 'g1', credits: 25, reason: 'Goodwill', staffId: 'staff-finance' };

describe('GrantCreditsHandler', () => {
  it('grants as the staff member, under its own key space, and says whether it was a replay', async () => {
    const ledger = fakeLedger(appliedOutcome([granted], 125), appliedOutcome([granted], 125, 0, true));
    const handler = new GrantCreditsHandler(ledger);
    expect(await handler.execute(new GrantCreditsCommand('m1', 25, 'Goodwill', 'staff-finance', 'k1'))).toEqual({
      grantId: 'g1',
      credits: 25,
      reason: 'Goodwill',
      staffId: 'staff-finance',
      balance: { posted: 125, held: 0, available: 125 },
      replayed: false,
    });
    expect(await handler.execute(new GrantCreditsCommand('m1', 25, 'Goodwill', 'staff-finance', undefined))).toMatchObject({ replayed: true });
    expect(ledger.asked.map((a) => [a.actor, a.idempotencyKey])).toEqual([
      ['staff:staff-finance', 'grant:k1'],
      ['staff:staff-finance', undefined],
    ]);
  });

  it('refuses a man without an account (10005) and a reused key (10027)', async () => {
    const handler = new GrantCreditsHandler(fakeLedger(refusedOutcome('ACCOUNT_NOT_OPEN'), refusedOutcome('IDEMPOTENCY_KEY_REUSED')));
    const command = new GrantCreditsCommand('nobody', 5, 'x', 's', 'k');
    expect(toSiteError(await failureOf(handler.execute(command)))).toMatchObject({ code: 10005 });
    expect(toSiteError(await failureOf(handler.execute(command)))).toMatchObject({ code: 10027, httpStatus: 409 });
  });
});
