import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import type { LedgerEvent } from './ledger-events.js';
import { applyAll, initialLedgerState, type LedgerState } from './ledger-state.js';
import { newModel, scenarioArbitrary, step } from './testing/ledger-model.js';

// The model, its step() and the command arbitraries live in ./testing/ledger-model.ts, shared with
// the model-based test against PostgreSQL (application/ledger.property.int-spec.ts).

// Signed effect of each event, computed only from the events themselves.
function postedDelta(e: LedgerEvent): number {
  switch (e.type) {
    case 'CreditsPurchased':
    case 'CreditsGranted':
      return e.credits;
    case 'ChargeReversed':
      return e.amount;
    case 'CreditsCharged':
    case 'HoldCaptured':
      return -e.amount;
    case 'PurchaseReversed':
      return -e.credits;
    default:
      return 0;
  }
}
function heldDelta(e: LedgerEvent): number {
  switch (e.type) {
    case 'CreditsHeld':
      return e.amount;
    case 'HoldCaptured':
    case 'HoldReleased':
    case 'HoldExpired':
      return -e.amount;
    default:
      return 0;
  }
}

describe('ledger decider vs. in-memory model', () => {
  it('accepts/refuses exactly like the model and keeps the balance invariants', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (commands) => {
        const model = newModel();
        let state: LedgerState = initialLedgerState();
        let postedFromEvents = 0;
        let heldFromEvents = 0;

        for (const c of commands) {
          const before = state;
          const expected = step(model, c);
          const result = decide(state, c);

          if (expected === null) {
            expect(result.ok, `${c.type} should be accepted`).toBe(true);
            if (!result.ok) return;
            expect(result.events.length).toBeGreaterThan(0);
            state = applyAll(result.events, state);
            for (const e of result.events) {
              postedFromEvents += postedDelta(e);
              heldFromEvents += heldDelta(e);
            }
          } else {
            expect(result).toMatchObject({ ok: false, error: { code: expected } });
          }

          // A refusal changes nothing; evolve never mutates.
          if (!result.ok) expect(state).toBe(before);

          expect(state.posted).toBe(model.posted);
          expect(state.posted).toBe(postedFromEvents);
          expect(state.held).toBe(model.held);
          expect(state.held).toBe(heldFromEvents);
          const openRemaining = Object.values(state.holds)
            .filter((h) => h.status === 'open')
            .reduce((sum, h) => sum + (h.amount - h.captured), 0);
          expect(state.held).toBe(openRemaining);
          expect(state.available).toBe(state.posted - state.held);
          expect(state.flagged).toBe(model.chargedBack);
          if (!model.chargedBack) expect(state.available).toBeGreaterThanOrEqual(0);
          expect(state.held).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  }, 60_000); // 500 generated scenarios: seconds on a loaded 2-core machine, not a speed check
});
