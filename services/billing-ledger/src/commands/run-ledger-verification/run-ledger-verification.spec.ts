import { describe, expect, it } from 'vitest';
import { fakeDb, staffActor } from '../../testing/fakes.js';
import { RunLedgerVerificationCommand } from './run-ledger-verification.command.js';
import { RunLedgerVerificationHandler } from './run-ledger-verification.handler.js';

describe('RunLedgerVerificationHandler', () => {
  it('checks in one read-only snapshot, stores the result and records the run', async () => {
    const account = { id: 'm1', posted: '90', held: '0', version: '2' };
    const events = [
      { account_id: 'm1', version: '1', data: { type: 'AccountOpened', accountId: 'm1' } },
      { account_id: 'm1', version: '2', data: { type: 'CreditsGranted', grantId: 'g1', credits: 100, reason: 'x', staffId: 's' } },
    ];
    const stored = {
      id: '3',
      ok: false,
      checked_accounts: '1',
      checked_events: '2',
      mismatch_count: '1',
      mismatches: [{ account_id: 'm1', problem: 'x' }],
      duration_ms: '4',
    };
    // SET TRANSACTION, accounts page, its events, the end of the pages, orphans; insert, read back.
    const db = fakeDb([], [account], events, [], [], [{ id: '3' }], [stored]);
    const record = await new RunLedgerVerificationHandler(db).execute(new RunLedgerVerificationCommand(staffActor()));
    expect(record).toMatchObject({ id: 3, ok: false, checked_accounts: 1, mismatch_count: 1 });
    expect(db.calls[0]!.text).toBe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const insert = db.calls[5]!.params!;
    expect(insert.slice(0, 5)).toEqual([false, 1, 2, 1, JSON.stringify([{ account_id: 'm1', problem: 'posted 90 but events sum to 100' }])]);
    expect(insert[7]).toBe('staff-finance');
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });
});
