import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { logger } from '@dating/platform';
import {
  type CheckoutPayment,
  firstText,
  type ParsedPostback,
  type PaymentProvider,
  type PostbackRequest,
  type RefundRequest,
  type RefundRequestResult,
  refused,
} from '../payment-provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's server-to-server postback, sent as JSON and signed over its raw bytes. */
export type SandboxPostback =
  | { type: 'payment.approved'; payment_id: string; transaction_id: string; amount_cents: number; currency: 'USD'; occurred_at: string }
  | { type: 'payment.declined'; payment_id: string; transaction_id: string; reason: string; occurred_at: string }
  | { type: 'payment.chargeback' | 'payment.refund'; original_transaction_id: string; transaction_id: string; occurred_at: string };

/** `sha256=<hex HMAC-SHA256 of the raw body>`. */
export function signSandboxBody(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * The local payment provider of the embedded default and of tests: its hosted page is
 * `GET /sandbox/pay?payment=<id>` (see sandbox.controller.ts), and it posts back like a real
 * provider would, signing the raw JSON body with HMAC-SHA256 (header `X-Sandbox-Signature`).
 * A refund finance asks for is "made" at once: the sandbox posts the signed refund postback.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly log = logger('payments.sandbox');

  constructor(
    private readonly secret: string,
    private readonly publicUrl: () => string,
    /** Where postbacks go; read at call time (the public URL may be known only once listening). */
    readonly postbackUrl: () => string = () => `${publicUrl()}/payments/postback/sandbox`,
  ) {}

  paymentUrl(payment: CheckoutPayment): string {
    return `${this.publicUrl()}/sandbox/pay?payment=${encodeURIComponent(payment.id)}`;
  }

  sign(rawBody: string | Buffer): string {
    return signSandboxBody(this.secret, rawBody);
  }

  /** Posts a signed postback to our endpoint, as a provider's server would; 0 when it could not be reached. */
  async deliver(postback: SandboxPostback): Promise<number> {
    const raw = JSON.stringify(postback);
    const url = this.postbackUrl();
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(raw), 'user-agent': 'dating-sandbox-payments/1' },
        body: raw,
        signal: AbortSignal.timeout(15_000),
      });
      await res.text();
      return res.status;
    } catch (err) {
      this.log.error({ err, url }, 'sandbox postback could not be delivered');
      return 0;
    }
  }

  /** Reverses a sale as a provider would: a refund, or a simulated chargeback (finance only). */
  async reverse(originalTransactionId: string, kind: 'refund' | 'chargeback'): Promise<number> {
    return this.deliver({
      type: kind === 'chargeback' ? 'payment.chargeback' : 'payment.refund',
      original_transaction_id: originalTransactionId,
      transaction_id: `sbx_${kind === 'chargeback' ? 'cb' : 'rf'}_${randomBytes(8).toString('hex')}`,
      occurred_at: new Date().toISOString(),
    });
  }

  async requestRefund(refund: RefundRequest): Promise<RefundRequestResult> {
    return { mode: 'sent', postbackStatus: await this.reverse(refund.originalTransactionId, 'refund') };
  }

  parsePostback(req: PostbackRequest): ParsedPostback {
    if (req.method !== 'POST') return refused(400, 'sandbox postbacks are POSTed');
    const given = firstText(req.headers[SANDBOX_SIGNATURE_HEADER]) ?? '';
    if (!req.rawBody) return refused(400, 'no body to verify');
    const expected = Buffer.from(this.sign(req.rawBody));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return refused(403, 'bad signature');

    const body = req.body as Partial<Record<string, unknown>> | null;
    if (!body || typeof body !== 'object') return refused(400, 'body is not a JSON object');
    const text = (key: string) => (typeof body[key] === 'string' && (body[key] as string).trim() ? (body[key] as string).trim() : null);
    const transactionId = text('transaction_id');
    switch (body.type) {
      case 'payment.approved': {
        const paymentId = text('payment_id');
        const amount = body.amount_cents;
        if (!paymentId || !transactionId || typeof amount !== 'number' || !Number.isSafeInteger(amount)) return refused(400, 'incomplete approval');
        return { kind: 'approved', paymentId, providerTransactionId: transactionId, amountCents: amount, currency: text('currency') ?? 'USD' };
      }
      case 'payment.declined': {
        const paymentId = text('payment_id');
        if (!paymentId) return refused(400, 'incomplete decline');
        return { kind: 'declined', paymentId, providerTransactionId: transactionId, reason: text('reason') ?? 'declined' };
      }
      case 'payment.chargeback':
      case 'payment.refund': {
        const original = text('original_transaction_id');
        if (!original) return refused(400, 'missing original_transaction_id');
        return { kind: body.type === 'payment.chargeback' ? 'chargeback' : 'refund', originalTransactionId: original, providerTransactionId: transactionId };
      }
      default:
        return refused(400, `unknown postback type ${JSON.stringify(body.type ?? null)}`);
    }
  }
}
