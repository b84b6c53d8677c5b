import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeDb, fakeLedger, refusedOutcome, staffActor } from '../../testing/fakes.js';
import { GrantCreditsCommand } from './grant-credits.command.js';
import { GrantCreditsHandler } from './grant-credits.handler.js';

const granted = { type: 'CreditsGranted' as const, grantId: 'g1', credits: 25, reason: 'Goodwill', staffId: 'staff-finance' };
const row = {
  id: 'g1',
  account_id: 'm1',
  member_name: 'John',
  credits: '25',
  reason: 'Goodwill',
  staff_id: 'staff-finance',
  actor: 'staff:staff-finance',
  version: '4',
};
const KEY = '0b7c6f4e-3f7a-4d7e-9a43-0c9f2d7c1e55';

describe('GrantCreditsHandler', () => {
  it('grants as the staff member under the form key, in one transaction with the staff audit record', async () => {
    const ledger = fakeLedger(appliedOutcome([granted], 125));
    const db = fakeDb([row]);
    const result = await new GrantCreditsHandler(db, ledger).execute(new GrantCreditsCommand('m1', 25, 'Goodwill', KEY, staffActor()));
    expect(result).toEqual({
      grant: expect.objectContaining({ id: 'g1', account_id: 'm1', credits: 25, reason: 'Goodwill', staff_id: 'staff-finance', version: 4 }),
      balance: { posted: 125, held: 0, available: 125 },
      replayed: false,
    });
    expect(ledger.asked[0]).toMatchObject({ accountId: 'm1', actor: 'staff:staff-finance', idempotencyKey: `grant:${KEY}`, command: { credits: 25 } });
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });

  it('answers a replay with the first grant and records nothing', async () => {
    const db = fakeDb([row]);
    const result = await new GrantCreditsHandler(db, fakeLedger(appliedOutcome([granted], 125, 0, true))).execute(
      new GrantCreditsCommand('m1', 25, 'Goodwill', KEY, staffActor()),
    );
    expect(result).toMatchObject({ grant: { id: 'g1' }, replayed: true });
    expect(db.published).toEqual([]);
  });

  it('refuses a man without an account (10005) and a reused key (10027), recording nothing', async () => {
    const db = fakeDb();
    const handler = new GrantCreditsHandler(db, fakeLedger(refusedOutcome('ACCOUNT_NOT_OPEN'), refusedOutcome('IDEMPOTENCY_KEY_REUSED')));
    const command = new GrantCreditsCommand('nobody', 5, 'x', KEY, staffActor());
    expect(toSiteError(await failureOf(handler.execute(command)))).toMatchObject({ code: 10005 });
    expect(toSiteError(await failureOf(handler.execute(command)))).toMatchObject({ code: 10027, httpStatus: 409 });
    expect(db.published).toEqual([]);
  });
});
