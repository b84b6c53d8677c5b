import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { logger, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { type PaymentStatus, UUID } from '../../infrastructure/payments/payment-provider.js';
import { type RefundAnswer, RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { RefundPaymentCommand } from './refund-payment.command.js';
import { BILLING } from '../../infrastructure/billing-schema.js';

/**
 * Records who asked and why (only a sale that took money and is not reversed yet), then asks the
 * payment's provider. Credits are taken back only by the provider's signed refund postback.
 */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  private readonly log = logger('payments.refunds');

  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(RefundRequests) private readonly refunds: RefundRequests,
  ) {}

  async execute({ paymentId, staffId, reason }: RefundPaymentCommand): Promise<RefundAnswer> {
    if (!UUID.test(paymentId)) throw billingError('PAYMENTS.PAYMENT_NOT_FOUND', 'Payment not found');
    const [row] = await this.db.query<{ id: string; provider: string; provider_transaction_id: string | null; price_usd_cents: string; asked: boolean }>(
      `WITH asked AS (
         UPDATE ${BILLING.payments} SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now()
         WHERE id = $1 AND status IN ('approved', 'needs_refund') AND provider_transaction_id IS NOT NULL
         RETURNING id, provider, provider_transaction_id, price_usd_cents
       ) SELECT a.*, true AS asked FROM asked a
       UNION ALL SELECT id, provider, provider_transaction_id, price_usd_cents, false FROM ${BILLING.payments} WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM asked)`,
      [paymentId, staffId, reason],
    );
    if (!row) throw billingError('PAYMENTS.PAYMENT_NOT_FOUND', 'Payment not found');
    if (!row.asked) {
      const status = await this.status(paymentId);
      if (status === 'reversed') throw billingError('PAYMENTS.ALREADY_REVERSED', 'This payment has already been reversed');
      throw billingError('PAYMENTS.NOTHING_TO_REFUND', `A ${status} payment took no money to refund`);
    }
    const refund = await this.refunds.ask(row.provider, {
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
      status: await this.status(paymentId),
      refund_requested_by: staffId,
      refund,
    };
  }

  private async status(paymentId: string): Promise<PaymentStatus> {
    const [row] = await this.db.query<{ status: PaymentStatus }>(`SELECT status FROM ${BILLING.payments} WHERE id = $1`, [paymentId]);
    return row!.status;
  }
}
