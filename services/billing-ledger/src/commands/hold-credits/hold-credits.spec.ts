import { describe, expect, it } from 'vitest';
import { appliedOutcome, failureOf, fakeLedger, refusedOutcome } from '../../testing/fakes.js';
import { HoldCreditsCommand } from './hold-credits.command.js';
import { HoldCreditsHandler } from './hold-credits.handler.js';

const held = { type: 'CreditsHeld' as const, holdId: 'h1', service: 'text_chat' as const, amount: 30, reference: 'room', expiresAtMs: 0 };

describe('HoldCreditsHandler', () => {
  it('holds for the asked lifetime, or 15 minutes when none is asked', async () => {
    const ledger = fakeLedger(appliedOutcome([held], 100, 30), appliedOutcome([held], 100, 60));
    const before = Date.now();
    expect(await new HoldCreditsHandler(ledger).execute(new HoldCreditsCommand('m1', 'text_chat', 30, 'room', 60, 'hold:1'))).toEqual({
      holdId: 'h1',
      balance: { posted: 100, held: 30, available: 70 },
    });
    await new HoldCreditsHandler(ledger).execute(new HoldCreditsCommand('m1', 'text_chat', 30, 'room', 0, 'hold:2'));
    const [first, second] = ledger.asked.map((a) => a.command as { expiresAtMs: number });
    expect(first!.expiresAtMs - before).toBeGreaterThanOrEqual(60_000);
    expect(first!.expiresAtMs - Date.now()).toBeLessThanOrEqual(60_000);
    expect(second!.expiresAtMs - first!.expiresAtMs).toBeGreaterThanOrEqual(14 * 60_000);
    expect(ledger.asked[0]).toMatchObject({
      actor: 'system:text_chat',
      idempotencyKey: 'hold:1',
      command: { type: 'HoldCredits', amount: 30, reference: 'room' },
    });
  });

  it('throws a refusal as its DomainError', async () => {
    const err = await failureOf(
      new HoldCreditsHandler(fakeLedger(refusedOutcome('INVALID_AMOUNT'))).execute(new HoldCreditsCommand('m1', 'text_chat', 0, '', 0, 'k')),
    );
    expect(err).toMatchObject({ code: 'LEDGER.INVALID_AMOUNT' });
  });
});
