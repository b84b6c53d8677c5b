import type { LedgerEvent } from './ledger-events.js';

/** Below this many available credits the member gets a "top up" nudge. */
export const LOW_BALANCE_THRESHOLD = 10;

/** True only on the transition from >= threshold to < threshold, so the nudge fires once, not on every charge. */
export function crossedLowBalance(before: number, after: number, threshold: number = LOW_BALANCE_THRESHOLD): boolean {
  return before >= threshold && after < threshold;
}

/** The signed effect of an event on the posted and held balances (stored beside each event). */
export function balanceDeltas(event: LedgerEvent): { posted: number; held: number } {
  switch (event.type) {
    case 'AccountOpened':
      return { posted: 0, held: 0 };
    case 'CreditsPurchased':
    case 'CreditsGranted':
      return { posted: event.credits, held: 0 };
    case 'CreditsCharged':
      return { posted: -event.amount, held: 0 };
    case 'CreditsHeld':
      return { posted: 0, held: event.amount };
    case 'HoldCaptured':
      return { posted: -event.amount, held: -event.amount };
    case 'HoldReleased':
    case 'HoldExpired':
      return { posted: 0, held: -event.amount };
    case 'ChargeReversed':
      return { posted: event.amount, held: 0 };
    case 'PurchaseReversed':
      return { posted: -event.credits, held: 0 };
  }
}
