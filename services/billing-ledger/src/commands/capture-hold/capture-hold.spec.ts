import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeLedger, refusedOutcome } from '../../testing/fakes.js';
import { CaptureHoldCommand } from './capture-hold.command.js';
import { CaptureHoldHandler } from './capture-hold.handler.js';

describe('CaptureHoldHandler', () => {
  it('charges part of a hold and answers the new charge', async () => {
    const captured = { type: 'HoldCaptured' as const, holdId: 'h1', chargeId: 'c9', amount: 20, service: 'text_chat' as const, reference: 'room' };
    const ledger = fakeLedger(appliedOutcome([captured], 80, 10));
    expect(await new CaptureHoldHandler(ledger).execute(new CaptureHoldCommand('m1', 'h1', 20, 'cap:1'))).toEqual({
      chargeId: 'c9',
      balance: { posted: 80, held: 10, available: 70 },
    });
    expect(ledger.asked[0]).toMatchObject({ actor: 'system:capture', idempotencyKey: 'cap:1', command: { type: 'CaptureHold', holdId: 'h1', amount: 20 } });
  });

  it('throws a refusal as its DomainError', async () => {
    const err = await failureOf(
      new CaptureHoldHandler(fakeLedger(refusedOutcome('CAPTURE_EXCEEDS_HOLD'))).execute(new CaptureHoldCommand('m1', 'h1', 99, 'k')),
    );
    expect(err).toMatchObject({ code: 'LEDGER.CAPTURE_EXCEEDS_HOLD' });
  });
});
