import { describe, expect, it } from 'vitest';
import type { PostbackRequest } from '../payment-provider.js';
import { luhn, renderPayPage, SANDBOX_CARDS, validateCard } from './sandbox-page.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider, signSandboxBody } from './sandbox.provider.js';

const SECRET = 'sandbox-secret-0123456789-0123456789';
const provider = new SandboxPaymentProvider(SECRET, () => 'http://localhost:3000');
const PAYMENT_ID = '6f1d2c3b-4a59-4e8f-8b7a-112233445566';

function signed(body: object, secret = SECRET): PostbackRequest {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, raw) },
    query: {},
    body: JSON.parse(raw),
    rawBody: Buffer.from(raw),
    ip: '127.0.0.1',
  };
}

describe('sandbox provider', () => {
  it('links to the local hosted page', () => {
    expect(
      provider.paymentUrl({
        id: PAYMENT_ID,
        accountId: 'm',
        creditPackId: 'basic',
        packName: '50 credits',
        credits: 50,
        priceUsdCents: 1499,
        pricePointId: '27002',
      }),
    ).toBe(`http://localhost:3000/sandbox/pay?payment=${PAYMENT_ID}`);
  });

  it('verifies the HMAC over the raw body and reads each kind', () => {
    expect(
      provider.parsePostback(signed({ type: 'payment.approved', payment_id: PAYMENT_ID, transaction_id: 'sbx_1', amount_cents: 1499, currency: 'USD' })),
    ).toEqual({
      kind: 'approved',
      paymentId: PAYMENT_ID,
      providerTransactionId: 'sbx_1',
      amountCents: 1499,
      currency: 'USD',
    });
    expect(
      provider.parsePostback(signed({ type: 'payment.declined', payment_id: PAYMENT_ID, transaction_id: 'sbx_2', reason: 'card_declined' })),
    ).toMatchObject({
      kind: 'declined',
      reason: 'card_declined',
    });
    expect(provider.parsePostback(signed({ type: 'payment.chargeback', original_transaction_id: 'sbx_1', transaction_id: 'sbx_cb' }))).toEqual({
      kind: 'chargeback',
      originalTransactionId: 'sbx_1',
      providerTransactionId: 'sbx_cb',
    });
    expect(provider.parsePostback(signed({ type: 'payment.refund', original_transaction_id: 'sbx_1', transaction_id: 'sbx_rf' }))).toMatchObject({
      kind: 'refund',
    });
  });

  it('refuses a wrong key, a tampered body and a missing signature', () => {
    const body = { type: 'payment.approved', payment_id: PAYMENT_ID, transaction_id: 'sbx_1', amount_cents: 1499 };
    expect(provider.parsePostback(signed(body, 'another-secret-0123456789-0123456789'))).toMatchObject({ kind: 'refused', status: 403 });
    const tampered = signed(body);
    tampered.rawBody = Buffer.from(JSON.stringify({ ...body, amount_cents: 1 }));
    expect(provider.parsePostback(tampered)).toMatchObject({ kind: 'refused', status: 403 });
    expect(provider.parsePostback({ ...signed(body), headers: {} })).toMatchObject({ kind: 'refused', status: 403 });
    expect(provider.parsePostback({ ...signed(body), rawBody: undefined })).toMatchObject({ kind: 'refused', status: 400 });
  });
});

describe('sandbox card form', () => {
  const good = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Doe' };
  it('accepts the test cards and checks every field', () => {
    expect(luhn(SANDBOX_CARDS.approve)).toBe(true);
    expect(luhn(SANDBOX_CARDS.decline)).toBe(true);
    expect(validateCard(good)).toEqual({});
    expect(Object.keys(validateCard({ card_number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: ' ' })).sort()).toEqual([
      'card_number',
      'cvc',
      'expiry',
      'name',
    ]);
    expect(validateCard({ ...good, expiry: '01/20' }, new Date('2025-06-01'))).toEqual({ expiry: 'This card has expired.' });
  });

  it('renders labelled fields, the test cards and escapes what it echoes', () => {
    const html = renderPayPage(
      { paymentId: PAYMENT_ID, packName: '<b>150</b> credits', credits: 150, priceUsdCents: 3999, status: 'pending', declineReason: null },
      { values: { name: '"><script>' }, errors: { name: 'Enter the name on the card.' }, returnUrl: 'http://localhost:3000/buy/credits' },
    );
    expect(html).toContain('<label for="card_number">');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('$39.99');
    expect(html).toContain('aria-describedby="name-error"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;150&lt;/b&gt;');
  });
});
