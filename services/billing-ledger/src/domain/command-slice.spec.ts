import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restrictToSlice, sliceKeys } from './command-slice.js';
import { decide } from './decide.js';
import { applyAll, initialLedgerState, type LedgerState } from './ledger-state.js';
import { scenarioArbitrary } from './testing/ledger-model.js';

describe('the slice each command reads', () => {
  it('is all decide reads: deciding on the restricted state gives the same answer as on the whole state', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (commands) => {
        let state: LedgerState = initialLedgerState();
        for (const command of commands) {
          const whole = decide(state, command);
          const sliced = decide(restrictToSlice(state, sliceKeys(command)), command);
          expect(sliced).toEqual(whole);
          if (whole.ok) state = applyAll(whole.events, state);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('names the ids a command creates and the ids it refers to', () => {
    expect(sliceKeys({ type: 'CaptureHold', holdId: 'h1', chargeId: 'c1', amount: 1 }, 'k')).toEqual({ idempotencyKey: 'k', holdId: 'h1', newChargeId: 'c1' });
    expect(sliceKeys({ type: 'ReversePurchase', paymentId: 'p1', reason: 'x' })).toEqual({ idempotencyKey: undefined, paymentId: 'p1' });
  });
});
