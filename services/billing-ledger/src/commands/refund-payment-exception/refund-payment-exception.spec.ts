import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../infrastructure/payments/payment-provider.js';
import type { PaymentProviders } from '../../infrastructure/payments/payment-providers.js';
import { RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { failureOf, fakeSql } from '../../testing/fakes.js';
import { RefundPaymentExceptionCommand } from './refund-payment-exception.command.js';
import { RefundPaymentExceptionHandler } from './refund-payment-exception.handler.js';

const segpay = { name: 'segpay', requestRefund: async () => ({ mode: 'manual', instructions: 'merchant portal' }) } as unknown as PaymentProvider;
const requests = new RefundRequests({ get: () => segpay } as unknown as PaymentProviders);
const refund = (sql: ReturnType<typeof fakeSql>, id = '12') =>
  new RefundPaymentExceptionHandler(sql, requests).execute(new RefundPaymentExceptionCommand(id, 'staff-finance', 'Double charge'));

const queued = { id: '12', payment_id: 'p1', provider: 'segpay', provider_transaction_id: '88000002', amount_usd_cents: '1499' };

describe('RefundPaymentExceptionHandler', () => {
  it('asks the provider to refund an open exception and answers its state', async () => {
    expect(await refund(fakeSql([{ ...queued, status: 'open', asked: true }], [{ status: 'open' }]))).toEqual({
      id: '12',
      payment_id: 'p1',
      provider: 'segpay',
      provider_transaction_id: '88000002',
      status: 'open',
      refund_requested_by: 'staff-finance',
      refund: { mode: 'manual', instructions: 'merchant portal' },
    });
  });

  it('refuses an unknown exception (10404) and one no longer open (10034)', async () => {
    expect(toSiteError(await failureOf(refund(fakeSql(), 'x1')))).toMatchObject({ code: 10404, desc: 'Payment exception not found' });
    expect(toSiteError(await failureOf(refund(fakeSql([]))))).toMatchObject({ code: 10404 });
    expect(toSiteError(await failureOf(refund(fakeSql([{ ...queued, status: 'charged_back', asked: false }]))))).toMatchObject({
      code: 10034,
      desc: 'This transaction has already been charged back',
    });
  });
});
