import { SiteError, type SiteCode } from '@dating/platform';
import type { RefusalCode } from './ledger.service.js';

/** Ledger refusals mapped to the spec's site codes, in one place. */
const SITE_CODE_OF: Record<RefusalCode, SiteCode> = {
  INSUFFICIENT_FUNDS: 10025,
  WOMAN_HAS_NO_ACCOUNT: 10024,
  ACCOUNT_NOT_OPEN: 10005,
  ACCOUNT_ALREADY_OPEN: 10034,
  IDEMPOTENCY_KEY_REUSED: 10027,
  INVALID_AMOUNT: 10002,
  UNKNOWN_SERVICE: 10002,
  REASON_REQUIRED: 10002,
  HOLD_NOT_FOUND: 10404,
  CHARGE_NOT_FOUND: 10404,
  PURCHASE_NOT_FOUND: 10404,
  HOLD_ALREADY_EXISTS: 10034,
  CHARGE_ALREADY_EXISTS: 10034,
  GRANT_ALREADY_RECORDED: 10034,
  PURCHASE_ALREADY_RECORDED: 10034,
  CHARGE_ALREADY_REVERSED: 10034,
  PURCHASE_ALREADY_REVERSED: 10034,
  HOLD_NOT_OPEN: 10034,
  HOLD_NOT_EXPIRED: 10007,
  CAPTURE_EXCEEDS_HOLD: 10025,
};

export function siteErrorOf(code: RefusalCode, message?: string): SiteError {
  const siteCode = SITE_CODE_OF[code];
  // The catalogue's own text for the common cases; the ledger's message where it says more.
  return new SiteError(siteCode, siteCode === 10025 || siteCode === 10024 || siteCode === 10005 ? undefined : message, { reason: code });
}
