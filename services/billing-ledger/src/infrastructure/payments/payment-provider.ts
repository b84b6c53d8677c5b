/**
 * The payment provider port. A provider hosts the card form (we never see card numbers), tells
 * us the outcome in a server-to-server postback, and we grant credits from that postback only,
 * never from the browser's return. Adapters: `segpay/` (production) and `sandbox/` (embedded
 * default and tests, chosen when `runtime.devProviders`).
 */

/**
 * A payment row's state (billing.payments.status): `pending` checkout, `processing` (the hosted
 * page took the card; the provider's postback decides), `approved`, `declined`, `expired` (never
 * paid within CHECKOUT_REUSE_HOURS), `needs_refund` (money taken, nothing granted: finance queue),
 * `reversed` (refund or chargeback).
 */
export type PaymentStatus = 'pending' | 'processing' | 'approved' | 'declined' | 'expired' | 'needs_refund' | 'reversed';

/** What a provider needs to build the hosted payment page URL of one checkout. */
export interface CheckoutPayment {
  /** Our payment id (uuid): the provider echoes it back in its postbacks. */
  id: string;
  accountId: string;
  creditPackId: string;
  packName: string;
  credits: number;
  priceUsdCents: number;
  /** The pack's Segpay price point (`credit_packs.segpay_price_point_id`). */
  pricePointId: string;
}

/** The parts of an HTTP request a provider looks at to verify and read a postback. */
export interface PostbackRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  /** The exact bytes received (JSON and form bodies), for signatures over the raw body. */
  rawBody: Buffer | undefined;
  /** The caller's address (express `req.ip`), for IP allow-lists. */
  ip: string | undefined;
}

/** A sale the provider approved: money was taken for our payment `paymentId`. */
export interface ApprovedPostback {
  kind: 'approved';
  paymentId: string;
  providerTransactionId: string;
  amountCents: number;
  currency: string;
}

export interface DeclinedPostback {
  kind: 'declined';
  paymentId: string;
  /** Providers number declined attempts too; kept in the postback record only. */
  providerTransactionId: string | null;
  reason: string;
}

/** Money given back: a chargeback (the card holder's bank) or a refund (the merchant or provider). */
export interface ReversalPostback {
  kind: 'chargeback' | 'refund';
  /** The transaction id of the ORIGINAL sale, the one our approved payment carries. */
  originalTransactionId: string;
  /** The reversal's own transaction id, when the provider gives one. */
  providerTransactionId: string | null;
}

/** Authentic, but nothing for us to do (e.g. Segpay member-management probes). */
export interface IgnoredPostback {
  kind: 'ignored';
  reason: string;
}

export type VerifiedPostback = ApprovedPostback | DeclinedPostback | ReversalPostback | IgnoredPostback;

/** Not authentic (bad signature or token, address not allowed) or not readable: grants nothing. */
export interface RefusedPostback {
  kind: 'refused';
  /** 400 unreadable, 403 not authentic. */
  status: 400 | 403;
  reason: string;
}

export type ParsedPostback = VerifiedPostback | RefusedPostback;

/** A sale finance wants refunded (see commands/refund-payment). */
export interface RefundRequest {
  /** Our payment (checkout) the sale was made on. */
  paymentId: string;
  /** The provider's transaction id of the sale to give back. */
  originalTransactionId: string;
  amountCents: number;
}

/**
 * What the provider did with a refund request. Credits never move here: the provider's own
 * signed refund postback reverses the purchase, through the normal verified path.
 * - `sent`: the provider was asked and answered (the sandbox posts its signed refund postback at
 *   once; `postbackStatus` is our postback endpoint's answer, 0 when it could not be reached);
 * - `manual`: the provider has no refund call for us; `instructions` say where finance does it.
 */
export type RefundRequestResult = { mode: 'sent'; postbackStatus: number } | { mode: 'manual'; instructions: string };

export interface PaymentProvider {
  /** Stable name: stored on payments, in idempotency keys and in the postback route. */
  readonly name: string;
  /** The hosted payment page the member's browser opens for this checkout. */
  paymentUrl(payment: CheckoutPayment): string;
  /** Verifies a postback (signature, token, address) and reads it; never throws on bad input. */
  parsePostback(req: PostbackRequest): ParsedPostback;
  /** Asks the provider to give a sale's money back (finance only). */
  requestRefund(refund: RefundRequest): Promise<RefundRequestResult>;
}

export const refused = (status: 400 | 403, reason: string): RefusedPostback => ({ kind: 'refused', status, reason });

/** "39.99" or 39.99 → 3999; anything that is not a plain non-negative amount → null. */
export function parseUsdCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 3999 → 39.99 (a number, as the site's payment rows show prices in USD). */
export function usd(cents: number | string): number {
  return Math.round(Number(cents)) / 100;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** First value of a header or query parameter, as text. */
export function firstText(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}
