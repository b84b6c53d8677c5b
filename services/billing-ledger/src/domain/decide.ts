import type { LedgerCommand } from './ledger-commands.js';
import { ledgerError, type LedgerError, type LedgerErrorCode } from './ledger-errors.js';
import { isServiceName, type LedgerEvent } from './ledger-events.js';
import { holdRemaining, type LedgerState } from './ledger-state.js';

export type DecideResult = { ok: true; events: LedgerEvent[] } | { ok: false; error: LedgerError };

const accept = (...events: LedgerEvent[]): DecideResult => ({ ok: true, events });
const refuse = (code: LedgerErrorCode, message: string): DecideResult => ({
  ok: false,
  error: ledgerError(code, message),
});

/**
 * Every amount, price, quantity and credit count must be a positive safe integer.
 * Zero is refused everywhere, on purpose: a 0-credit charge/hold/capture moves nothing yet creates a
 * reversible ledger entry, and a free (0-cent) pack is a promotion that belongs in GrantCredits, which
 * records who gave it and why. Free services simply don't call the ledger.
 */
const isPositiveInt = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
const isBlank = (s: string | null | undefined): boolean => (s ?? '').trim() === '';

/**
 * Pure: same state + command => same result. Checks run in a fixed order so the error is predictable:
 * account opened -> input shape (service, amounts, reason) -> id existence/duplicates -> state (status, expiry, funds).
 */
export function decide(state: LedgerState, command: LedgerCommand): DecideResult {
  if (command.type === 'OpenAccount') {
    return state.opened
      ? refuse('ACCOUNT_ALREADY_OPEN', `account ${state.accountId} is already open`)
      : accept({ type: 'AccountOpened', accountId: command.accountId });
  }
  if (!state.opened) return refuse('ACCOUNT_NOT_OPEN', 'account is not open');

  switch (command.type) {
    case 'PurchaseCredits': {
      if (!isPositiveInt(command.credits)) return refuse('INVALID_AMOUNT', 'credits must be a positive integer');
      if (!isPositiveInt(command.priceUsdCents)) return refuse('INVALID_AMOUNT', 'priceUsdCents must be a positive integer');
      // paymentId is the idempotency key: a provider webhook delivered twice must not credit twice.
      if (state.purchases[command.paymentId]) {
        return refuse('PURCHASE_ALREADY_RECORDED', `payment ${command.paymentId} already recorded`);
      }
      return accept({
        type: 'CreditsPurchased',
        paymentId: command.paymentId,
        provider: command.provider,
        providerTransactionId: command.providerTransactionId,
        creditPackId: command.creditPackId,
        credits: command.credits,
        priceUsdCents: command.priceUsdCents,
      });
    }

    case 'GrantCredits': {
      if (!isPositiveInt(command.credits)) return refuse('INVALID_AMOUNT', 'credits must be a positive integer');
      if (isBlank(command.reason)) return refuse('REASON_REQUIRED', 'a grant needs a reason');
      if (state.grants[command.grantId]) return refuse('GRANT_ALREADY_RECORDED', `grant ${command.grantId} already recorded`);
      return accept({
        type: 'CreditsGranted',
        grantId: command.grantId,
        credits: command.credits,
        reason: command.reason.trim(),
        staffId: command.staffId,
      });
    }

    case 'ChargeCredits': {
      // Service is re-checked at runtime: commands are built from untyped transport input.
      if (!isServiceName(command.service)) return refuse('UNKNOWN_SERVICE', `unknown service ${String(command.service)}`);
      if (!isPositiveInt(command.unitPrice)) return refuse('INVALID_AMOUNT', 'unitPrice must be a positive integer');
      if (!isPositiveInt(command.quantity)) return refuse('INVALID_AMOUNT', 'quantity must be a positive integer');
      const amount = command.unitPrice * command.quantity;
      if (!Number.isSafeInteger(amount)) return refuse('INVALID_AMOUNT', 'unitPrice * quantity overflows');
      if (state.charges[command.chargeId]) return refuse('CHARGE_ALREADY_EXISTS', `charge ${command.chargeId} already exists`);
      if (amount > state.available) {
        return refuse('INSUFFICIENT_FUNDS', `charge of ${amount} exceeds available ${state.available}`);
      }
      return accept({
        type: 'CreditsCharged',
        chargeId: command.chargeId,
        service: command.service,
        unitPrice: command.unitPrice,
        quantity: command.quantity,
        amount,
        reference: command.reference,
      });
    }

    case 'HoldCredits': {
      if (!isServiceName(command.service)) return refuse('UNKNOWN_SERVICE', `unknown service ${String(command.service)}`);
      if (!isPositiveInt(command.amount)) return refuse('INVALID_AMOUNT', 'amount must be a positive integer');
      if (state.holds[command.holdId]) return refuse('HOLD_ALREADY_EXISTS', `hold ${command.holdId} already exists`);
      if (command.amount > state.available) {
        return refuse('INSUFFICIENT_FUNDS', `hold of ${command.amount} exceeds available ${state.available}`);
      }
      return accept({
        type: 'CreditsHeld',
        holdId: command.holdId,
        service: command.service,
        amount: command.amount,
        reference: command.reference,
        expiresAtMs: command.expiresAtMs,
      });
    }

    case 'CaptureHold': {
      if (!isPositiveInt(command.amount)) return refuse('INVALID_AMOUNT', 'amount must be a positive integer');
      const hold = state.holds[command.holdId];
      if (!hold) return refuse('HOLD_NOT_FOUND', `hold ${command.holdId} not found`);
      // Only status matters, not the clock: a hold past expiresAtMs stays capturable until ExpireHold runs,
      // so a service that delivered just in time still gets paid.
      if (hold.status !== 'open') return refuse('HOLD_NOT_OPEN', `hold ${command.holdId} is ${hold.status}`);
      if (state.charges[command.chargeId]) return refuse('CHARGE_ALREADY_EXISTS', `charge ${command.chargeId} already exists`);
      const remaining = holdRemaining(hold);
      if (command.amount > remaining) {
        return refuse('CAPTURE_EXCEEDS_HOLD', `capture of ${command.amount} exceeds remaining ${remaining}`);
      }
      return accept({
        type: 'HoldCaptured',
        holdId: command.holdId,
        chargeId: command.chargeId,
        amount: command.amount,
        service: hold.service,
        reference: hold.reference,
      });
    }

    case 'ReleaseHold': {
      const hold = state.holds[command.holdId];
      if (!hold) return refuse('HOLD_NOT_FOUND', `hold ${command.holdId} not found`);
      if (hold.status !== 'open') return refuse('HOLD_NOT_OPEN', `hold ${command.holdId} is ${hold.status}`);
      return accept({ type: 'HoldReleased', holdId: command.holdId, amount: holdRemaining(hold) });
    }

    case 'ExpireHold': {
      const hold = state.holds[command.holdId];
      if (!hold) return refuse('HOLD_NOT_FOUND', `hold ${command.holdId} not found`);
      if (hold.status !== 'open') return refuse('HOLD_NOT_OPEN', `hold ${command.holdId} is ${hold.status}`);
      if (command.nowMs < hold.expiresAtMs) {
        return refuse('HOLD_NOT_EXPIRED', `hold ${command.holdId} expires at ${hold.expiresAtMs}`);
      }
      return accept({ type: 'HoldExpired', holdId: command.holdId, amount: holdRemaining(hold) });
    }

    case 'ReverseCharge': {
      if (isBlank(command.reason)) return refuse('REASON_REQUIRED', 'a reversal needs a reason');
      const charge = state.charges[command.chargeId];
      if (!charge) return refuse('CHARGE_NOT_FOUND', `charge ${command.chargeId} not found`);
      if (charge.reversed) return refuse('CHARGE_ALREADY_REVERSED', `charge ${command.chargeId} already reversed`);
      return accept({
        type: 'ChargeReversed',
        chargeId: command.chargeId,
        amount: charge.amount,
        reason: command.reason.trim(),
        staffId: command.staffId,
      });
    }

    case 'ReversePurchase': {
      if (isBlank(command.reason)) return refuse('REASON_REQUIRED', 'a reversal needs a reason');
      const purchase = state.purchases[command.paymentId];
      if (!purchase) return refuse('PURCHASE_NOT_FOUND', `payment ${command.paymentId} not found`);
      if (purchase.reversed) return refuse('PURCHASE_ALREADY_REVERSED', `payment ${command.paymentId} already reversed`);
      // No funds check on purpose: the money is gone at the provider, so the balance may go negative.
      return accept({
        type: 'PurchaseReversed',
        paymentId: command.paymentId,
        credits: purchase.credits,
        reason: command.reason.trim(),
      });
    }
  }
}
