import { defineSiteCodes, DomainError, SITE_CODES, type SiteCode, type SiteCodeMapping } from '@dating/platform';
import type { RefusalCode } from './application/ledger.service.js';

/** Answers with the catalogue's own text, whatever the refusal's message says. */
const catalogue = (code: SiteCode) => ({ code, desc: SITE_CODES[code] });

/** The ledger's refusals (its domain codes, and the two it adds) as the spec's site codes. */
const LEDGER_REFUSALS = {
  'LEDGER.INSUFFICIENT_FUNDS': catalogue(10025),
  'LEDGER.CAPTURE_EXCEEDS_HOLD': catalogue(10025),
  'LEDGER.WOMAN_HAS_NO_ACCOUNT': catalogue(10024),
  'LEDGER.ACCOUNT_NOT_OPEN': catalogue(10005),
  'LEDGER.ACCOUNT_ALREADY_OPEN': 10034,
  'LEDGER.IDEMPOTENCY_KEY_REUSED': 10027,
  'LEDGER.INVALID_AMOUNT': 10002,
  'LEDGER.UNKNOWN_SERVICE': 10002,
  'LEDGER.REASON_REQUIRED': 10002,
  'LEDGER.HOLD_NOT_FOUND': 10404,
  'LEDGER.CHARGE_NOT_FOUND': 10404,
  'LEDGER.PURCHASE_NOT_FOUND': 10404,
  'LEDGER.HOLD_ALREADY_EXISTS': 10034,
  'LEDGER.CHARGE_ALREADY_EXISTS': 10034,
  'LEDGER.GRANT_ALREADY_RECORDED': 10034,
  'LEDGER.PURCHASE_ALREADY_RECORDED': 10034,
  'LEDGER.CHARGE_ALREADY_REVERSED': 10034,
  'LEDGER.PURCHASE_ALREADY_REVERSED': 10034,
  'LEDGER.HOLD_NOT_OPEN': 10034,
  'LEDGER.HOLD_NOT_EXPIRED': 10007,
} satisfies Record<`LEDGER.${RefusalCode}`, SiteCodeMapping>;

/**
 * billing-ledger's one map from its DomainError codes to the spec's site codes. The Site API's
 * exception filter, the admin API's and the gRPC port translate through it; the codes' own
 * messages answer as `desc` unless the mapping names a text.
 */
export const BILLING_SITE_CODES = defineSiteCodes({
  ...LEDGER_REFUSALS,
  // The ledger port's checks of a request.
  'LEDGER.MISSING_PARAMETER': 10001,
  'LEDGER.NO_PRICE': 10404,
  // Checkouts, postbacks' bookkeeping and refunds.
  'PAYMENTS.PACK_NOT_FOUND': 10404,
  'PAYMENTS.PRICE_POINT_MISMATCH': 10002,
  'PAYMENTS.ONE_TIME_PACK_ALREADY_BOUGHT': 10034,
  'PAYMENTS.PAYMENT_NOT_FOUND': 10404,
  'PAYMENTS.EXCEPTION_NOT_FOUND': 10404,
  'PAYMENTS.ALREADY_REVERSED': 10034,
  'PAYMENTS.REFUND_ALREADY_ASKED': 10034,
  'PAYMENTS.NOTHING_TO_REFUND': 10007,
  'PAYMENTS.PROVIDER_UNAVAILABLE': 10007,
  'PAYMENTS.REFUND_NOT_ACCEPTED': { code: 11223, httpStatus: 502 },
  'PAYMENTS.SANDBOX_OFF': 10404,
  'PAYMENTS.TRANSACTION_REQUIRED': 10001,
  // Any route.
  'BILLING.UNSTORABLE_TEXT': 10002,
  'BILLING.INVALID_INPUT': 10002,
  'BILLING.DUPLICATE': 10027,
  'BILLING.RETIRED': 10034,
  'BILLING.NOT_FOUND': 10404,
});

export type BillingErrorCode = keyof typeof BILLING_SITE_CODES;

/** What billing's domain, application, infrastructure and handlers throw. */
export function billingError(code: BillingErrorCode, message?: string, details?: unknown): DomainError<BillingErrorCode> {
  return new DomainError(code, message, details);
}

/** A ledger refusal as an error; `details.reason` carries the ledger's own code. */
export function ledgerRefusal(code: RefusalCode, message?: string): DomainError<BillingErrorCode> {
  return billingError(`LEDGER.${code}`, message, { reason: code });
}
