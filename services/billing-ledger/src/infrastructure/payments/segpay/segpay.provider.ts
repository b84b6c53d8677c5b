import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutPayment,
  firstText,
  type ParsedPostback,
  parseUsdCents,
  type PaymentProvider,
  type PostbackRequest,
  type RefundRequestResult,
  refused,
} from '../payment-provider.js';
import type { PaymentsConfig } from '../payments-config.js';

/** The custom parameter that carries our payment id through Segpay and back. */
export const SEGPAY_PAYMENT_ID_PARAM = 'paymentid';

/**
 * Segpay: a hosted payment page (the "join link") and Transpost postbacks.
 *
 * Join link: `<SEGPAY_PAYMENT_URL>?x-eticketid=<package>:<price point>&paymentid=<our payment id>
 * &x-auth-link=<return url>&x-auth-text=...&x-decl-link=<return url>&x-decl-text=...`. Segpay passes
 * unknown parameters such as `paymentid` through, and gives them back in postbacks as `<extra paymentid>`.
 *
 * Segpay signs nothing, so a postback is trusted only with our shared secret in its URL (compared in
 * constant time) and, when SEGPAY_POSTBACK_IPS is set, from an allowed address. Configure one
 * Transpost postback at Segpay (GET or POST both work) as:
 *
 * `<PUBLIC_URL>/payments/postback/segpay?token=<SEGPAY_POSTBACK_TOKEN>&action=<action>&stage=<stage>
 * &approved=<approved>&trantype=<trantype>&tranid=<tranid>&relatedtranid=<relatedtranid>
 * &purchaseid=<purchaseid>&eticketid=<eticketid>&price=<price>&currencycode=<currencycode>
 * &paymentid=<extra paymentid>`
 *
 * Reading: trantype `sale` + action `auth` + approved `yes` is an approved sale, approved `no` a
 * decline; trantype `charge` is a chargeback and `credit` a refund of the sale `relatedtranid`;
 * action `void` on a sale is treated as a refund. Anything else (probe, enable, disable, cancel)
 * is authentic but needs nothing from us.
 */
export class SegpayPaymentProvider implements PaymentProvider {
  readonly name = 'segpay';

  constructor(
    private readonly config: PaymentsConfig['segpay'],
    /** Read at call time: the public URL may be known only once the server listens. */
    private readonly publicUrl: () => string,
  ) {}

  paymentUrl(payment: CheckoutPayment): string {
    const url = new URL(this.config.paymentUrl);
    const back = (result: 'approved' | 'declined') => `${this.publicUrl()}/?payment=${payment.id}&result=${result}`;
    url.searchParams.set('x-eticketid', this.config.packageId ? `${this.config.packageId}:${payment.pricePointId}` : payment.pricePointId);
    url.searchParams.set(SEGPAY_PAYMENT_ID_PARAM, payment.id);
    url.searchParams.set('x-auth-link', back('approved'));
    url.searchParams.set('x-auth-text', 'Return to the site');
    url.searchParams.set('x-decl-link', back('declined'));
    url.searchParams.set('x-decl-text', 'Return to the site');
    return url.toString();
  }

  /** Segpay gives us no refund call: finance refunds in the merchant portal, and Segpay's `credit` postback reverses the credits. */
  async requestRefund(): Promise<RefundRequestResult> {
    return {
      mode: 'manual',
      instructions: 'Refund the transaction in the Segpay merchant portal; its refund postback (trantype credit) then reverses the purchase here.',
    };
  }

  parsePostback(req: PostbackRequest): ParsedPostback {
    const expected = this.config.postbackToken;
    if (!expected) return refused(403, 'SEGPAY_POSTBACK_TOKEN is not configured');
    const p = segpayParams(req);
    if (!sameSecret(p.token ?? '', expected)) return refused(403, 'bad token');
    if (this.config.postbackIps.length && !this.config.postbackIps.map(normalizeIp).includes(normalizeIp(req.ip ?? ''))) {
      return refused(403, `address ${req.ip ?? 'unknown'} is not allowed`);
    }

    const trantype = (p.trantype ?? '').toLowerCase();
    const action = (p.action ?? '').toLowerCase();
    const approved = (p.approved ?? '').toLowerCase();
    const tranid = p.tranid?.trim() || null;
    const related = p.relatedtranid?.trim() || null;

    if (trantype === 'sale' && action === 'auth') {
      const paymentId = p[SEGPAY_PAYMENT_ID_PARAM]?.trim();
      if (!paymentId) return refused(400, `missing ${SEGPAY_PAYMENT_ID_PARAM}`);
      if (approved === 'yes') {
        if (!tranid) return refused(400, 'missing tranid');
        const amountCents = parseUsdCents(p.price);
        if (amountCents === null) return refused(400, 'missing or unreadable price');
        return { kind: 'approved', paymentId, providerTransactionId: tranid, amountCents, currency: (p.currencycode || 'USD').toUpperCase() };
      }
      if (approved === 'no') {
        return { kind: 'declined', paymentId, providerTransactionId: tranid, reason: p.declinereason?.trim() || p.desc?.trim() || 'declined by Segpay' };
      }
      return refused(400, `unreadable approved value "${p.approved ?? ''}"`);
    }
    if (trantype === 'charge' || trantype === 'credit' || (trantype === 'sale' && action === 'void')) {
      const original = related ?? (trantype === 'sale' ? tranid : null);
      if (!original) return refused(400, 'missing relatedtranid');
      return { kind: trantype === 'charge' ? 'chargeback' : 'refund', originalTransactionId: original, providerTransactionId: tranid };
    }
    return { kind: 'ignored', reason: `nothing to do for action "${p.action ?? ''}" trantype "${p.trantype ?? ''}"` };
  }
}

/** Query and form parameters together, keys lower-cased (Segpay writes `<Action>` and `action`). */
function segpayParams(req: PostbackRequest): Record<string, string | undefined> {
  // Keys are the caller's: a prototype-less record, so `__proto__` or `constructor` are plain keys.
  const out = Object.create(null) as Record<string, string | undefined>;
  const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
  for (const source of [body, req.query]) {
    for (const [key, value] of Object.entries(source)) {
      const text = firstText(value);
      if (text !== undefined) out[key.toLowerCase()] ??= text;
    }
  }
  return out;
}

/** Constant-time comparison of two secrets of any length (hashes first, so lengths never leak). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length > 0;
}

function normalizeIp(ip: string): string {
  return ip.trim().replace(/^::ffff:/, '');
}
