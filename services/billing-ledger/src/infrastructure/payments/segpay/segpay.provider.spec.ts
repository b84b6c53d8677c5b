import { describe, expect, it } from 'vitest';
import type { PostbackRequest } from '../payment-provider.js';
import { SegpayPaymentProvider } from './segpay.provider.js';

const TOKEN = 'sp_token_0123456789abcdefghijklmnopqrstuv';
const PAYMENT_ID = '0b4f3a52-8c1d-4e57-9f0a-2d6e1c9b7a11';

const config = { paymentUrl: 'https://secure2.segpay.com/billing/poset.cgi', packageId: '197633', postbackToken: TOKEN, postbackIps: [] as string[] };
const provider = (over: Partial<typeof config> = {}) => new SegpayPaymentProvider({ ...config, ...over }, () => 'https://dating.example');

/** A Transpost as Segpay sends it: GET with the configured parameters filled in. */
function get(query: Record<string, string>, ip = '64.38.212.5'): PostbackRequest {
  return { method: 'GET', headers: { 'user-agent': 'Segpay Postback' }, query, body: {}, rawBody: undefined, ip };
}

const sale = {
  token: TOKEN,
  action: 'Auth',
  stage: 'Initial',
  approved: 'Yes',
  trantype: 'sale',
  purchaseid: '24601123',
  tranid: '94836152',
  relatedtranid: '',
  eticketid: '197633:27003',
  price: '39.99',
  currencycode: 'USD',
  ip: '203.0.113.9',
  paymentid: PAYMENT_ID,
};

describe('Segpay join link', () => {
  it('carries the price point, our payment id and the return links', () => {
    const url = new URL(
      provider().paymentUrl({
        id: PAYMENT_ID,
        accountId: 'm1',
        creditPackId: 'popular',
        packName: '150 credits',
        credits: 150,
        priceUsdCents: 3999,
        pricePointId: '27003',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://secure2.segpay.com/billing/poset.cgi');
    expect(url.searchParams.get('x-eticketid')).toBe('197633:27003');
    expect(url.searchParams.get('paymentid')).toBe(PAYMENT_ID);
    expect(url.searchParams.get('x-auth-link')).toBe(`https://dating.example/?payment=${PAYMENT_ID}&result=approved`);
    expect(url.searchParams.get('x-decl-link')).toBe(`https://dating.example/?payment=${PAYMENT_ID}&result=declined`);
  });

  it('sends the bare price point when no package id is configured', () => {
    const url = new URL(
      provider({ packageId: null as unknown as string }).paymentUrl({
        id: PAYMENT_ID,
        accountId: 'm1',
        creditPackId: 'basic',
        packName: '50 credits',
        credits: 50,
        priceUsdCents: 1499,
        pricePointId: '27002',
      }),
    );
    expect(url.searchParams.get('x-eticketid')).toBe('27002');
  });
});

describe('Segpay postbacks', () => {
  it('reads an approved sale', () => {
    expect(provider().parsePostback(get(sale))).toEqual({
      kind: 'approved',
      paymentId: PAYMENT_ID,
      providerTransactionId: '94836152',
      amountCents: 3999,
      currency: 'USD',
    });
  });

  it('reads a POSTed form postback with Segpay-style capitalised keys', () => {
    const req: PostbackRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      query: { token: TOKEN },
      body: {
        Action: 'Auth',
        Stage: 'Initial',
        Approved: 'Yes',
        TranType: 'Sale',
        TranID: '94836153',
        Price: '14.99',
        CurrencyCode: 'USD',
        paymentid: PAYMENT_ID,
      },
      rawBody: Buffer.from('x'),
      ip: '64.38.212.5',
    };
    expect(provider().parsePostback(req)).toMatchObject({ kind: 'approved', providerTransactionId: '94836153', amountCents: 1499 });
  });

  it('reads a declined sale', () => {
    expect(provider().parsePostback(get({ ...sale, approved: 'No', tranid: '94836160' }))).toEqual({
      kind: 'declined',
      paymentId: PAYMENT_ID,
      providerTransactionId: '94836160',
      reason: 'declined by Segpay',
    });
  });

  it('reads a chargeback of the original sale', () => {
    const postback = { ...sale, trantype: 'charge', tranid: '95000001', relatedtranid: '94836152', price: '-39.99' };
    expect(provider().parsePostback(get(postback))).toEqual({ kind: 'chargeback', originalTransactionId: '94836152', providerTransactionId: '95000001' });
  });

  it('reads a refund (credit) and a void as refunds of the original sale', () => {
    expect(provider().parsePostback(get({ ...sale, trantype: 'credit', tranid: '95000002', relatedtranid: '94836152', price: '-39.99' }))).toEqual({
      kind: 'refund',
      originalTransactionId: '94836152',
      providerTransactionId: '95000002',
    });
    expect(provider().parsePostback(get({ ...sale, action: 'Void', tranid: '95000003', relatedtranid: '94836152' }))).toMatchObject({
      kind: 'refund',
      originalTransactionId: '94836152',
    });
  });

  it('refuses a postback with a wrong, missing or unconfigured token', () => {
    expect(provider().parsePostback(get({ ...sale, token: `${TOKEN}x` }))).toEqual({ kind: 'refused', status: 403, reason: 'bad token' });
    const { token: _token, ...withoutToken } = sale;
    expect(provider().parsePostback(get(withoutToken))).toMatchObject({ kind: 'refused', status: 403 });
    expect(provider({ postbackToken: null as unknown as string }).parsePostback(get(sale))).toMatchObject({ kind: 'refused', status: 403 });
  });

  it('applies the IP allow-list when one is configured', () => {
    const allowList = provider({ postbackIps: ['64.38.212.5', '64.38.212.6'] });
    expect(allowList.parsePostback(get(sale, '::ffff:64.38.212.6')).kind).toBe('approved');
    expect(allowList.parsePostback(get(sale, '198.51.100.7'))).toMatchObject({ kind: 'refused', status: 403 });
  });

  it('refuses unreadable postbacks and ignores member-management ones', () => {
    const { paymentid: _p, ...withoutPayment } = sale;
    expect(provider().parsePostback(get(withoutPayment))).toMatchObject({ kind: 'refused', status: 400 });
    expect(provider().parsePostback(get({ ...sale, price: 'free' }))).toMatchObject({ kind: 'refused', status: 400 });
    expect(provider().parsePostback(get({ ...sale, trantype: 'charge', relatedtranid: '' }))).toMatchObject({ kind: 'refused', status: 400 });
    expect(provider().parsePostback(get({ token: TOKEN, action: 'Probe', username: 'john' }))).toMatchObject({ kind: 'ignored' });
  });
});
