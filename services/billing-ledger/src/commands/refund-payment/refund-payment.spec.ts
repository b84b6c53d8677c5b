import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundRequest, RefundRequestResult } from '../../infrastructure/payments/payment-provider.js';
import type { PaymentProviders } from '../../infrastructure/payments/payment-providers.js';
import { RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { failureOf, fakeDb, staffActor } from '../../testing/fakes.js';
import { RefundPaymentCommand, type RefundTarget } from './refund-payment.command.js';
import { RefundPaymentHandler } from './refund-payment.handler.js';

const PAYMENT = '6f1c2a52-2d6c-4c7e-9a53-6c4c1e7a0b11';

/** Providers where `sandbox` answers refunds with `result`, and records what it was asked. */
function refunds(result: RefundRequestResult) {
  const asked: RefundRequest[] = [];
  const sandbox = { name: 'sandbox', requestRefund: async (r: RefundRequest) => (asked.push(r), result) } as unknown as PaymentProvider;
  return { asked, requests: new RefundRequests({ get: (name: string) => (name === 'sandbox' ? sandbox : null) } as PaymentProviders) };
}

const payment = (status: string, provider = 'sandbox') => ({
  id: PAYMENT,
  account_id: 'm1',
  provider,
  provider_transaction_id: status === 'pending' ? null : 'sbx_1',
  price_usd_cents: '1499',
  status,
});
const refundRow = (outcome: string) => ({
  id: '7',
  payment_id: PAYMENT,
  account_id: 'm1',
  provider: 'sandbox',
  amount_usd_cents: '1499',
  outcome,
  payment_status: 'reversed',
});

const refund = (db: ReturnType<typeof fakeDb>, r = refunds({ mode: 'sent', postbackStatus: 200 }), target: RefundTarget = { paymentId: PAYMENT }) =>
  new RefundPaymentHandler(db, r.requests).execute(new RefundPaymentCommand(target, 'Complaint', staffActor()));

describe('RefundPaymentHandler', () => {
  it("records the request and the staff audit record in one transaction, then asks the payment's provider for the sale's money", async () => {
    const r = refunds({ mode: 'sent', postbackStatus: 200 });
    // lock, payment record (before), standing requests, update, insert, refund record (after), then: outcome update, refund record (answer).
    const db = fakeDb([payment('approved')], [{ id: PAYMENT }], [], [], [{ id: '7' }], [refundRow('asking')], [], [refundRow('sent')]);
    expect(await refund(db, r)).toMatchObject({ id: 7, payment_id: PAYMENT, outcome: 'sent', amount: 14.99, payment_status: 'reversed' });
    expect(r.asked).toEqual([{ paymentId: PAYMENT, originalTransactionId: 'sbx_1', amountCents: 1499 }]);
    expect(db.calls[2]!.params).toEqual([PAYMENT, null]);
    expect(db.calls[3]!.params).toEqual([PAYMENT, 'staff-finance', 'Complaint']);
    expect(db.calls[6]!.params).toEqual(['7', 'sent', null, 200]);
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);
  });

  it('refuses an unknown payment (10404), one reversed already (10034) and one that took no money (10007), recording nothing', async () => {
    expect(toSiteError(await failureOf(refund(fakeDb(), undefined, { paymentId: 'not-a-uuid' })))).toMatchObject({ code: 10404, desc: 'Payment not found' });
    expect(toSiteError(await failureOf(refund(fakeDb([]))))).toMatchObject({ code: 10404 });
    const reversed = fakeDb([payment('reversed')]);
    expect(toSiteError(await failureOf(refund(reversed)))).toMatchObject({ code: 10034, desc: 'This payment has already been reversed' });
    expect(toSiteError(await failureOf(refund(fakeDb([payment('pending')]))))).toMatchObject({
      code: 10007,
      desc: 'A pending payment took no money to refund',
    });
    expect(reversed.published).toEqual([]);
  });

  it('refuses a sale whose refund was asked already and not failed (10034): the provider is asked once', async () => {
    const r = refunds({ mode: 'sent', postbackStatus: 200 });
    const asked = fakeDb([payment('approved')], [{ id: PAYMENT }], [{ id: '7', outcome: 'manual' }]);
    expect(toSiteError(await failureOf(refund(asked, r)))).toMatchObject({ code: 10034 });
    expect(asked.calls[2]!.text).toContain(`outcome <> 'failed'`);
    expect(r.asked).toEqual([]);
    expect(asked.published).toEqual([]);
  });

  it('answers 11223 (HTTP 502) when the provider did not take the refund, keeping the request as failed', async () => {
    const db = fakeDb([payment('approved')], [{ id: PAYMENT }], [], [], [{ id: '7' }], [refundRow('asking')]);
    const notTaken = await failureOf(refund(db, refunds({ mode: 'sent', postbackStatus: 500 })));
    expect(toSiteError(notTaken)).toMatchObject({ code: 11223, httpStatus: 502 });
    expect(db.calls.at(-1)!.text).toContain(`SET outcome = 'failed'`);
    const elsewhere = await failureOf(refund(fakeDb([payment('approved', 'segpay')], [{ id: PAYMENT }], [], [], [{ id: '8' }], [refundRow('asking')])));
    expect(toSiteError(elsewhere)).toMatchObject({ code: 10007, desc: 'Payments of segpay cannot be refunded from this process' });
  });

  it('refunds an open payment exception, and refuses one no longer open (10034) or unknown (10404)', async () => {
    const exception = { id: '12', payment_id: PAYMENT, account_id: 'm1', provider: 'sandbox', provider_transaction_id: 'sbx_2', amount_usd_cents: '1499' };
    const r = refunds({ mode: 'manual', instructions: 'merchant portal' });
    const db = fakeDb([{ ...exception, status: 'open' }], [{ id: '12' }], [], [], [{ id: '9' }], [refundRow('asking')], [], [refundRow('manual')]);
    expect(await refund(db, r, { paymentExceptionId: '12' })).toMatchObject({ outcome: 'manual' });
    expect(db.calls[2]!.params).toEqual([PAYMENT, '12']);
    expect(db.calls[3]!.text).toContain('UPDATE billing.payment_exceptions');
    expect(db.calls[4]!.params).toEqual([PAYMENT, '12', 'm1', 'sandbox', 'sbx_2', 1499, 'Complaint', 'staff-finance']);
    expect(r.asked).toEqual([{ paymentId: PAYMENT, originalTransactionId: 'sbx_2', amountCents: 1499 }]);
    expect(toSiteError(await failureOf(refund(fakeDb([{ ...exception, status: 'charged_back' }]), r, { paymentExceptionId: '12' })))).toMatchObject({
      code: 10034,
      desc: 'This transaction has already been charged back',
    });
    expect(toSiteError(await failureOf(refund(fakeDb(), r, { paymentExceptionId: 'x1' })))).toMatchObject({ code: 10404, desc: 'Payment exception not found' });
  });
});
