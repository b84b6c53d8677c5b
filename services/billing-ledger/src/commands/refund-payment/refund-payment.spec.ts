import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundRequest, RefundRequestResult } from '../../infrastructure/payments/payment-provider.js';
import type { PaymentProviders } from '../../infrastructure/payments/payment-providers.js';
import { RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { failureOf, fakeSql } from '../../testing/fakes.js';
import { RefundPaymentCommand } from './refund-payment.command.js';
import { RefundPaymentHandler } from './refund-payment.handler.js';

const PAYMENT = '6f1c2a52-2d6c-4c7e-9a53-6c4c1e7a0b11';

/** Providers where `sandbox` answers refunds with `result`, and records what it was asked. */
function refunds(result: RefundRequestResult) {
  const asked: RefundRequest[] = [];
  const sandbox = { name: 'sandbox', requestRefund: async (r: RefundRequest) => (asked.push(r), result) } as unknown as PaymentProvider;
  return { asked, requests: new RefundRequests({ get: (name: string) => (name === 'sandbox' ? sandbox : null) } as PaymentProviders) };
}

const refund = (sql: ReturnType<typeof fakeSql>, r = refunds({ mode: 'sent', postbackStatus: 200 }), id = PAYMENT) =>
  new RefundPaymentHandler(sql, r.requests).execute(new RefundPaymentCommand(id, 'staff-finance', 'Complaint'));

describe('RefundPaymentHandler', () => {
  it("records who asked and asks the payment's provider for the sale's money", async () => {
    const r = refunds({ mode: 'sent', postbackStatus: 200 });
    const sql = fakeSql(
      [{ id: PAYMENT, provider: 'sandbox', provider_transaction_id: 'sbx_1', price_usd_cents: '1499', asked: true }],
      [{ status: 'reversed' }],
    );
    expect(await refund(sql, r)).toEqual({
      id: PAYMENT,
      payment_id: PAYMENT,
      provider: 'sandbox',
      provider_transaction_id: 'sbx_1',
      status: 'reversed',
      refund_requested_by: 'staff-finance',
      refund: { mode: 'sent', postbackStatus: 200 },
    });
    expect(r.asked).toEqual([{ paymentId: PAYMENT, originalTransactionId: 'sbx_1', amountCents: 1499 }]);
    expect(sql.calls[0]!.params).toEqual([PAYMENT, 'staff-finance', 'Complaint']);
  });

  it('refuses an unknown payment (10404), one reversed already (10034) and one that took no money (10007)', async () => {
    expect(toSiteError(await failureOf(refund(fakeSql(), undefined, 'not-a-uuid')))).toMatchObject({ code: 10404, desc: 'Payment not found' });
    expect(toSiteError(await failureOf(refund(fakeSql([]))))).toMatchObject({ code: 10404 });
    const row = { id: PAYMENT, provider: 'sandbox', provider_transaction_id: null, price_usd_cents: '1499', asked: false };
    expect(toSiteError(await failureOf(refund(fakeSql([row], [{ status: 'reversed' }]))))).toMatchObject({
      code: 10034,
      desc: 'This payment has already been reversed',
    });
    expect(toSiteError(await failureOf(refund(fakeSql([row], [{ status: 'pending' }]))))).toMatchObject({
      code: 10007,
      desc: 'A pending payment took no money to refund',
    });
  });

  it('answers 11223 (HTTP 502) when the provider did not take the refund, and 10007 for a provider this process lacks', async () => {
    const asked = { id: PAYMENT, provider: 'sandbox', provider_transaction_id: 'sbx_1', price_usd_cents: '1499', asked: true };
    const notTaken = await failureOf(refund(fakeSql([asked]), refunds({ mode: 'sent', postbackStatus: 500 })));
    expect(toSiteError(notTaken)).toMatchObject({ code: 11223, httpStatus: 502 });
    const elsewhere = await failureOf(refund(fakeSql([{ ...asked, provider: 'segpay' }])));
    expect(toSiteError(elsewhere)).toMatchObject({ code: 10007, desc: 'Payments of segpay cannot be refunded from this process' });
  });
});
