import { SITE_CODES, siteErrorOf, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { LEDGER_ERROR_CODES } from './domain/index.js';
import { BILLING_SITE_CODES, billingError, ledgerRefusal } from './billing-site-codes.js';

describe("billing's one map from domain codes to site codes", () => {
  it('maps every refusal of the ledger', () => {
    for (const code of [...LEDGER_ERROR_CODES, 'WOMAN_HAS_NO_ACCOUNT', 'IDEMPOTENCY_KEY_REUSED'] as const) {
      expect(Object.hasOwn(BILLING_SITE_CODES, `LEDGER.${code}`), code).toBe(true);
      expect(toSiteError(ledgerRefusal(code, 'why')).httpStatus, code).toBeLessThan(500);
    }
  });

  it("answers a refusal with its site code, the ledger's message, and the ledger's own code as the reason", () => {
    expect(siteErrorOf(ledgerRefusal('HOLD_NOT_FOUND', 'no hold h1 on this account'))).toMatchObject({
      code: 10404,
      desc: 'no hold h1 on this account',
      details: { reason: 'HOLD_NOT_FOUND' },
      httpStatus: 404,
    });
    expect(siteErrorOf(ledgerRefusal('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used for another request'))).toMatchObject({
      code: 10027,
      httpStatus: 409,
    });
  });

  it("answers the catalogue's text for a short balance, a woman and an unknown account, whatever the message", () => {
    const cases = [
      ['INSUFFICIENT_FUNDS', 10025],
      ['CAPTURE_EXCEEDS_HOLD', 10025],
      ['WOMAN_HAS_NO_ACCOUNT', 10024],
      ['ACCOUNT_NOT_OPEN', 10005],
    ] as const;
    for (const [code, site] of cases) {
      expect(siteErrorOf(ledgerRefusal(code, 'available 5, asked 10'))).toMatchObject({ code: site, desc: SITE_CODES[site], details: { reason: code } });
    }
  });

  it('answers a provider that did not take a refund as 11223 with HTTP 502', () => {
    expect(siteErrorOf(billingError('PAYMENTS.REFUND_NOT_ACCEPTED', 'not accepted (HTTP 500)'))).toMatchObject({
      code: 11223,
      desc: 'not accepted (HTTP 500)',
      httpStatus: 502,
    });
  });

  it("answers a code without a message with the catalogue's text", () => {
    expect(siteErrorOf(billingError('BILLING.NOT_FOUND'))).toMatchObject({ code: 10404, desc: SITE_CODES[10404], details: undefined });
    expect(siteErrorOf(billingError('PAYMENTS.ONE_TIME_PACK_ALREADY_BOUGHT', undefined, { reason: 'ONE_TIME_PACK_ALREADY_BOUGHT' }))).toMatchObject({
      code: 10034,
      desc: SITE_CODES[10034],
    });
  });
});
