// Stable codes: callers (HTTP/gRPC mappers, clients) switch on `code`, never on `message`.
export const LEDGER_ERROR_CODES = [
  'ACCOUNT_NOT_OPEN',
  'ACCOUNT_ALREADY_OPEN',
  'INVALID_AMOUNT',
  'INSUFFICIENT_FUNDS',
  'HOLD_NOT_FOUND',
  'HOLD_ALREADY_EXISTS',
  'HOLD_NOT_OPEN',
  'HOLD_NOT_EXPIRED',
  'CAPTURE_EXCEEDS_HOLD',
  'CHARGE_ALREADY_EXISTS',
  'CHARGE_NOT_FOUND',
  'CHARGE_ALREADY_REVERSED',
  'PURCHASE_ALREADY_RECORDED',
  'PURCHASE_NOT_FOUND',
  'PURCHASE_ALREADY_REVERSED',
  // Not in the original list: a duplicate grantId needs its own code, none of the others fits.
  'GRANT_ALREADY_RECORDED',
  'REASON_REQUIRED',
  'UNKNOWN_SERVICE',
] as const;

export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export type LedgerError = { code: LedgerErrorCode; message: string };

export function ledgerError(code: LedgerErrorCode, message: string): LedgerError {
  return { code, message };
}
