import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { logger, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { type RefundAnswer, RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { RefundPaymentExceptionCommand } from './refund-payment-exception.command.js';
import { BILLING } from '../../infrastructure/billing-schema.js';

/** Records who asked and why (only an open exception), then asks the sale's provider. */
@CommandHandler(RefundPaymentExceptionCommand)
export class RefundPaymentExceptionHandler implements ICommandHandler<RefundPaymentExceptionCommand> {
  private readonly log = logger('payments.refunds');

  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(RefundRequests) private readonly refunds: RefundRequests,
  ) {}

  async execute({ exceptionId, staffId, reason }: RefundPaymentExceptionCommand): Promise<RefundAnswer> {
    if (!/^\d{1,18}$/.test(exceptionId)) throw billingError('PAYMENTS.EXCEPTION_NOT_FOUND', 'Payment exception not found');
    const [row] = await this.db.query<{
      id: string;
      payment_id: string;
      provider: string;
      provider_transaction_id: string;
      amount_usd_cents: string;
      status: string;
      asked: boolean;
    }>(
      `WITH asked AS (
         UPDATE ${BILLING.payment_exceptions} SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now()
         WHERE id = $1 AND status = 'open'
         RETURNING id, payment_id, provider, provider_transaction_id, amount_usd_cents, status
       ) SELECT a.*, true AS asked FROM asked a
       UNION ALL SELECT id, payment_id, provider, provider_transaction_id, amount_usd_cents, status, false
       FROM ${BILLING.payment_exceptions} WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM asked)`,
      [exceptionId, staffId, reason],
    );
    if (!row) throw billingError('PAYMENTS.EXCEPTION_NOT_FOUND', 'Payment exception not found');
    if (!row.asked) throw billingError('PAYMENTS.ALREADY_REVERSED', `This transaction has already been ${row.status.replace('_', ' ')}`);
    const refund = await this.refunds.ask(row.provider, {
      paymentId: row.payment_id,
      originalTransactionId: row.provider_transaction_id,
      amountCents: Number(row.amount_usd_cents),
    });
    this.log.info({ staffId, exceptionId, transactionId: row.provider_transaction_id, mode: refund.mode }, 'refund requested');
    const [after] = await this.db.query<{ status: string }>(`SELECT status FROM ${BILLING.payment_exceptions} WHERE id = $1`, [exceptionId]);
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
}
