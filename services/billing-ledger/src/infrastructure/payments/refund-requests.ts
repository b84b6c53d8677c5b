import { logger, SiteError } from '@dating/platform';
import type { Sql } from '../infrastructure/ledger-store.js';
import { type PaymentProvider, type PaymentStatus, type RefundRequest, type RefundRequestResult, UUID } from './payment-provider.js';
import type { PaymentProviders } from './payment-providers.js';

export interface RefundAnswer {
  /** The payment, or the payment exception, the refund was asked for. */
  id: string;
  payment_id: string;
  provider: string;
  provider_transaction_id: string;
  /** Its state after the request: `reversed` / `refunded` when the provider already reported back. */
  status: string;
  refund_requested_by: string;
  refund: RefundRequestResult;
}

/**
 * Refunds are started by finance (or admin) staff only, through the admin API, in every mode; a
 * provider's signed postback is the only other way money is given back. This records who asked
 * and why, then asks the payment's provider through its port (`requestRefund`). Credits are NOT
 * taken back here: the provider's signed refund postback does that through the verified path
 * (postback.service.ts), so the ledger follows the money, never a request for it.
 */
export class RefundService {
  private readonly log = logger('payments.refunds');

  constructor(
    private readonly sql: Sql,
    private readonly providers: PaymentProviders,
  ) {}

  /** A payment's sale: it must have taken money (approved, or needs_refund) and not be reversed yet. */
  async refundPayment(paymentId: string, staffId: string, reason: string): Promise<RefundAnswer> {
    if (!UUID.test(paymentId)) throw new SiteError(10404, 'Payment not found');
    const rows = (await this.sql.query(
      `WITH asked AS (
         UPDATE billing.payments SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now()
         WHERE id = $1 AND status IN ('approved', 'needs_refund') AND provider_transaction_id IS NOT NULL
         RETURNING id, provider, provider_transaction_id, price_usd_cents
       ) SELECT a.*, true AS asked FROM asked a
       UNION ALL SELECT id, provider, provider_transaction_id, price_usd_cents, false FROM billing.payments WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM asked)`,
      [paymentId, staffId, reason],
    )) as { id: string; provider: string; provider_transaction_id: string | null; price_usd_cents: string; asked: boolean }[];
    const row = rows[0];
    if (!row) throw new SiteError(10404, 'Payment not found');
    if (!row.asked) {
      const status = await this.paymentStatus(paymentId);
      if (status === 'reversed') throw new SiteError(10034, 'This payment has already been reversed');
      throw new SiteError(10007, `A ${status} payment took no money to refund`);
    }
    const refund = await this.ask(row.provider, {
      paymentId: row.id,
      originalTransactionId: row.provider_transaction_id!,
      amountCents: Number(row.price_usd_cents),
    });
    this.log.info({ staffId, paymentId, transactionId: row.provider_transaction_id, mode: refund.mode }, 'refund requested');
    return {
      id: row.id,
      payment_id: row.id,
      provider: row.provider,
      provider_transaction_id: row.provider_transaction_id!,
      status: await this.paymentStatus(paymentId),
      refund_requested_by: staffId,
      refund,
    };
  }

  /** A sale waiting in billing.payment_exceptions (money taken, nothing granted). */
  async refundException(exceptionId: string, staffId: string, reason: string): Promise<RefundAnswer> {
    if (!/^\d{1,18}$/.test(exceptionId)) throw new SiteError(10404, 'Payment exception not found');
    const rows = (await this.sql.query(
      `WITH asked AS (
         UPDATE billing.payment_exceptions SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now()
         WHERE id = $1 AND status = 'open'
         RETURNING id, payment_id, provider, provider_transaction_id, amount_usd_cents, status
       ) SELECT a.*, true AS asked FROM asked a
       UNION ALL SELECT id, payment_id, provider, provider_transaction_id, amount_usd_cents, status, false
       FROM billing.payment_exceptions WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM asked)`,
      [exceptionId, staffId, reason],
    )) as { id: string; payment_id: string; provider: string; provider_transaction_id: string; amount_usd_cents: string; status: string; asked: boolean }[];
    const row = rows[0];
    if (!row) throw new SiteError(10404, 'Payment exception not found');
    if (!row.asked) throw new SiteError(10034, `This transaction has already been ${row.status.replace('_', ' ')}`);
    const refund = await this.ask(row.provider, {
      paymentId: row.payment_id,
      originalTransactionId: row.provider_transaction_id,
      amountCents: Number(row.amount_usd_cents),
    });
    this.log.info({ staffId, exceptionId, transactionId: row.provider_transaction_id, mode: refund.mode }, 'refund requested');
    const [after] = (await this.sql.query(`SELECT status FROM billing.payment_exceptions WHERE id = $1`, [exceptionId])) as { status: string }[];
    return {
      id: String(row.id),
      payment_id: row.payment_id,
      provider: row.provider,
      provider_transaction_id: row.provider_transaction_id,
      status: after!.status,
      refund_requested_by: staffId,
      refund,
    };
  }

  private async ask(providerName: string, refund: RefundRequest): Promise<RefundRequestResult> {
    const provider = this.providerOf(providerName);
    const result = await provider.requestRefund(refund);
    // The sandbox answers with our own postback endpoint's status: anything but 200 means nothing was reversed.
    if (result.mode === 'sent' && result.postbackStatus !== 200) {
      throw new SiteError(
        11223,
        `The provider's refund notice was not accepted (HTTP ${result.postbackStatus || 'unreachable'}); see billing.postbacks`,
        undefined,
        502,
      );
    }
    return result;
  }

  private providerOf(name: string): PaymentProvider {
    const provider = this.providers.get(name);
    if (!provider) throw new SiteError(10007, `Payments of ${name} cannot be refunded from this process`);
    return provider;
  }

  private async paymentStatus(paymentId: string): Promise<PaymentStatus> {
    const [row] = (await this.sql.query(`SELECT status FROM billing.payments WHERE id = $1`, [paymentId])) as { status: PaymentStatus }[];
    return row!.status;
  }
}
