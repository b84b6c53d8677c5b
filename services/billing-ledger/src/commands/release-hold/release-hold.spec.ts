import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeLedger, refusedOutcome } from '../../testing/fakes.js';
import { ReleaseHoldCommand } from './release-hold.command.js';
import { ReleaseHoldHandler } from './release-hold.handler.js';

describe('ReleaseHoldHandler', () => {
  it('gives back what is left of a hold', async () => {
    const ledger = fakeLedger(appliedOutcome([{ type: 'HoldReleased', holdId: 'h1', amount: 10 }], 80));
    expect(await new ReleaseHoldHandler(ledger).execute(new ReleaseHoldCommand('m1', 'h1', 'rel:1'))).toEqual({
      released: 10,
      balance: { posted: 80, held: 0, available: 80 },
    });
    expect(ledger.asked[0]).toMatchObject({ actor: 'system:release', idempotencyKey: 'rel:1', command: { type: 'ReleaseHold', holdId: 'h1' } });
  });

  it('throws a refusal as its DomainError', async () => {
    const err = await failureOf(new ReleaseHoldHandler(fakeLedger(refusedOutcome('HOLD_NOT_FOUND'))).execute(new ReleaseHoldCommand('m1', 'h9', 'k')));
    expect(err).toMatchObject({ code: 'LEDGER.HOLD_NOT_FOUND' });
  });
});
