import type { LedgerEvent, ServiceName } from './ledger-events.js';

export type HoldStatus = 'open' | 'released' | 'expired' | 'captured';

export type HoldState = {
  readonly service: ServiceName;
  readonly reference: string; // copied onto HoldCaptured so captured charges keep their context
  readonly amount: number;
  readonly captured: number;
  readonly status: HoldStatus;
  readonly expiresAtMs: number;
};

export type ChargeState = { readonly amount: number; readonly reversed: boolean };
export type PurchaseState = { readonly credits: number; readonly reversed: boolean };

export type LedgerState = {
  readonly opened: boolean;
  readonly accountId: string | null;
  /** Settled balance: purchases + grants + reversals of charges - charges - purchase reversals. */
  readonly posted: number;
  /** Sum of open holds' remaining (amount - captured). */
  readonly held: number;
  /** posted - held: what the member may still spend. Negative only after a PurchaseReversed. */
  readonly available: number;
  /** Set by a chargeback/refund; never cleared by the ledger itself. */
  readonly flagged: boolean;
  readonly holds: Readonly<Record<string, HoldState>>;
  readonly charges: Readonly<Record<string, ChargeState>>;
  readonly purchases: Readonly<Record<string, PurchaseState>>;
  readonly grants: Readonly<Record<string, true>>;
};

export function initialLedgerState(): LedgerState {
  return {
    opened: false,
    accountId: null,
    posted: 0,
    held: 0,
    available: 0,
    flagged: false,
    holds: {},
    charges: {},
    purchases: {},
    grants: {},
  };
}

export function holdRemaining(hold: HoldState): number {
  return hold.amount - hold.captured;
}

// Keeps `available` derived in one place so it can never drift from posted - held.
function withBalances(state: LedgerState, posted: number, held: number): LedgerState {
  return { ...state, posted, held, available: posted - held };
}

function updateHold(state: LedgerState, holdId: string, patch: Partial<HoldState>): Readonly<Record<string, HoldState>> {
  const hold = state.holds[holdId];
  // Events come from decide, so the hold exists; stay total anyway rather than throw while replaying.
  return hold ? { ...state.holds, [holdId]: { ...hold, ...patch } } : state.holds;
}

/** Pure: always returns a new state object, never mutates `state`. Trusts events (they are facts). */
export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'AccountOpened':
      return { ...state, opened: true, accountId: event.accountId };

    case 'CreditsPurchased':
      return {
        ...withBalances(state, state.posted + event.credits, state.held),
        purchases: { ...state.purchases, [event.paymentId]: { credits: event.credits, reversed: false } },
      };

    case 'CreditsGranted':
      return {
        ...withBalances(state, state.posted + event.credits, state.held),
        grants: { ...state.grants, [event.grantId]: true },
      };

    case 'CreditsCharged':
      return {
        ...withBalances(state, state.posted - event.amount, state.held),
        charges: { ...state.charges, [event.chargeId]: { amount: event.amount, reversed: false } },
      };

    case 'CreditsHeld':
      return {
        ...withBalances(state, state.posted, state.held + event.amount),
        holds: {
          ...state.holds,
          [event.holdId]: {
            service: event.service,
            reference: event.reference,
            amount: event.amount,
            captured: 0,
            status: 'open',
            expiresAtMs: event.expiresAtMs,
          },
        },
      };

    case 'HoldCaptured': {
      // Captured credits leave both posted and held, so available does not move.
      const hold = state.holds[event.holdId];
      const captured = (hold?.captured ?? 0) + event.amount;
      const status: HoldStatus = hold && captured >= hold.amount ? 'captured' : 'open';
      return {
        ...withBalances(state, state.posted - event.amount, state.held - event.amount),
        holds: updateHold(state, event.holdId, { captured, status }),
        charges: { ...state.charges, [event.chargeId]: { amount: event.amount, reversed: false } },
      };
    }

    case 'HoldReleased':
      return {
        ...withBalances(state, state.posted, state.held - event.amount),
        holds: updateHold(state, event.holdId, { status: 'released' }),
      };

    case 'HoldExpired':
      return {
        ...withBalances(state, state.posted, state.held - event.amount),
        holds: updateHold(state, event.holdId, { status: 'expired' }),
      };

    case 'ChargeReversed': {
      const charge = state.charges[event.chargeId];
      return {
        ...withBalances(state, state.posted + event.amount, state.held),
        charges: charge ? { ...state.charges, [event.chargeId]: { ...charge, reversed: true } } : state.charges,
      };
    }

    case 'PurchaseReversed': {
      const purchase = state.purchases[event.paymentId];
      return {
        ...withBalances(state, state.posted - event.credits, state.held),
        flagged: true,
        purchases: purchase ? { ...state.purchases, [event.paymentId]: { ...purchase, reversed: true } } : state.purchases,
      };
    }
  }
}

/** Replays events onto `from` (default: a fresh account). */
export function applyAll(events: readonly LedgerEvent[], from: LedgerState = initialLedgerState()): LedgerState {
  return events.reduce(evolve, from);
}

/** Alias of applyAll, for readers used to the Emmett/Decider vocabulary. */
