import type { LedgerCommand } from './ledger-commands.js';
import type { LedgerState } from './ledger-state.js';

/**
 * The ids one command touches. Hold, charge, payment and grant ids are global keys (one row per id
 * in the whole ledger), so an id the command CREATES is taken whichever account used it, while an
 * id it REFERS TO only counts if it is the account's own (another account's hold is "not found").
 */
export interface SliceKeys {
  idempotencyKey?: string | null;
  holdId?: string | null;
  chargeId?: string | null;
  paymentId?: string | null;
  newHoldId?: string | null;
  newChargeId?: string | null;
  newPaymentId?: string | null;
  newGrantId?: string | null;
}

/**
 * Which slice of the state each command reads: the ids it creates and the ids it refers to. The
 * store reads only these (plus the account's balances) before `decide`, so `decide` must read
 * nothing else of the state; `restrictToSlice` and its property test hold it to that.
 */
export function sliceKeys(command: LedgerCommand, idempotencyKey?: string | null): SliceKeys {
  switch (command.type) {
    case 'OpenAccount':
      return { idempotencyKey };
    case 'PurchaseCredits':
      return { idempotencyKey, newPaymentId: command.paymentId };
    case 'GrantCredits':
      return { idempotencyKey, newGrantId: command.grantId };
    case 'ChargeCredits':
      return { idempotencyKey, newChargeId: command.chargeId };
    case 'HoldCredits':
      return { idempotencyKey, newHoldId: command.holdId };
    case 'CaptureHold':
      return { idempotencyKey, holdId: command.holdId, newChargeId: command.chargeId };
    case 'ReleaseHold':
    case 'ExpireHold':
      return { idempotencyKey, holdId: command.holdId };
    case 'ReverseCharge':
      return { idempotencyKey, chargeId: command.chargeId };
    case 'ReversePurchase':
      return { idempotencyKey, paymentId: command.paymentId };
  }
}

/**
 * The state as the store rebuilds it for `command`: the balances, and only the holds, charges,
 * purchases and grants the command's slice names. A rule in `decide` that reads anything else sees
 * it missing here, and the property test comparing `decide` on both states fails.
 */
export function restrictToSlice(state: LedgerState, keys: SliceKeys): LedgerState {
  const pick = <T>(record: Record<string, T>, ...ids: (string | null | undefined)[]): Record<string, T> =>
    Object.fromEntries(ids.filter((id): id is string => !!id && Object.hasOwn(record, id)).map((id) => [id, record[id]!]));
  return {
    ...state,
    holds: pick(state.holds, keys.holdId, keys.newHoldId),
    charges: pick(state.charges, keys.chargeId, keys.newChargeId),
    purchases: pick(state.purchases, keys.paymentId, keys.newPaymentId),
    grants: pick(state.grants, keys.newGrantId),
  };
}
