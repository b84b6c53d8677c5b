import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isRecordId, logger, readAdminRecord, recordStaffAction, type ServiceDb, type Transaction } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { UUID } from '../../infrastructure/payments/payment-provider.js';
import { RefundRequests } from '../../infrastructure/payments/refund-requests.js';
import { RefundPaymentCommand, type RefundRecord, type RefundTarget } from './refund-payment.command.js';

/** The sale a refund gives back, locked in the request's transaction. */
interface Sale {
  paymentId: string;
  exceptionId: string | null;
  accountId: string;
  provider: string;
  transactionId: string;
  amountCents: number;
  /** The payment (or payment exception) record before the request, for the audit record. */
  before: unknown;
}

/**
 * Records the request (who, why, on the payment or exception and in `refund_requests`) with the
 * staff audit record in one transaction, only for a sale that took money and is not given back
 * yet; then, after the commit, asks the sale's provider and records its answer. Credits are taken
 * back only by the provider's signed refund postback (which the sandbox sends at once: the
 * transaction must be over by then).
 */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  private readonly log = logger('payments.refunds');

  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(RefundRequests) private readonly refunds: RefundRequests,
  ) {}

  async execute({ target, reason, actor }: RefundPaymentCommand): Promise<RefundRecord> {
    const { id, sale } = await this.db.transaction(async (tx) => {
      const sale = await this.lockSale(tx, target);
      await this.refuseIfAsked(tx, sale);
      if (sale.exceptionId) {
        await tx.query(
          `UPDATE ${BILLING.payment_exceptions} SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now() WHERE id = $1`,
          [sale.exceptionId, actor.staffId, reason],
        );
      } else {
        await tx.query(
          `UPDATE ${BILLING.payments} SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now() WHERE id = $1`,
          [sale.paymentId, actor.staffId, reason],
        );
      }
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO ${BILLING.refund_requests} (payment_id, payment_exception_id, account_id, provider, provider_transaction_id, amount_usd_cents, reason, staff_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [sale.paymentId, sale.exceptionId, sale.accountId, sale.provider, sale.transactionId, sale.amountCents, reason, actor.staffId],
      );
      const id = String(row!.id);
      await recordStaffAction(tx, AUDIT_SERVICE, actor, {
        action: 'payment.refund',
        resource: 'refunds',
        recordId: id,
        before: sale.before,
        after: await readAdminRecord(tx, FINANCE_RESOURCES.refunds, id),
      });
      return { id, sale };
    });

    try {
      const refund = await this.refunds.ask(sale.provider, {
        paymentId: sale.paymentId,
        originalTransactionId: sale.transactionId,
        amountCents: sale.amountCents,
      });
      await this.db.query(`UPDATE ${BILLING.refund_requests} SET outcome = $2, instructions = $3, postback_status = $4, answered_at = now() WHERE id = $1`, [
        id,
        refund.mode,
        refund.mode === 'manual' ? refund.instructions : null,
        refund.mode === 'sent' ? refund.postbackStatus : null,
      ]);
      this.log.info({ staffId: actor.staffId, refundId: id, paymentId: sale.paymentId, exceptionId: sale.exceptionId, mode: refund.mode }, 'refund requested');
    } catch (err) {
      await this.db.query(`UPDATE ${BILLING.refund_requests} SET outcome = 'failed', answered_at = now() WHERE id = $1`, [id]);
      this.log.warn({ staffId: actor.staffId, refundId: id, paymentId: sale.paymentId, err }, 'refund not taken by the provider');
      throw err;
    }
    return (await readAdminRecord(this.db, FINANCE_RESOURCES.refunds, id)) as RefundRecord;
  }

  /**
   * One refund per sale at the provider: the sale stays approved (or open) until the provider's
   * refund postback, so a double-submitted form (or a second finance member) would otherwise ask
   * it again and give the money back twice. Only a request the provider did not take (failed)
   * may be asked again. Under the sale's row lock, so concurrent requests see each other.
   */
  private async refuseIfAsked(tx: Transaction, sale: Sale): Promise<void> {
    const [asked] = await tx.query<{ id: string; outcome: string }>(
      `SELECT id, outcome FROM ${BILLING.refund_requests}
        WHERE payment_id = $1 AND payment_exception_id IS NOT DISTINCT FROM $2 AND outcome <> 'failed' ORDER BY id LIMIT 1`,
      [sale.paymentId, sale.exceptionId],
    );
    if (asked) throw billingError('PAYMENTS.REFUND_ALREADY_ASKED', `A refund of this sale was already asked for (refund ${asked.id}, ${asked.outcome})`);
  }

  private lockSale(tx: Transaction, target: RefundTarget): Promise<Sale> {
    return 'paymentId' in target ? this.lockPayment(tx, target.paymentId) : this.lockException(tx, target.paymentExceptionId);
  }

  /** A payment that took money (approved, or needs_refund) and is not reversed. */
  private async lockPayment(tx: Transaction, paymentId: string): Promise<Sale> {
    if (!UUID.test(paymentId)) throw billingError('PAYMENTS.PAYMENT_NOT_FOUND', 'Payment not found');
    const [row] = await tx.query<{
      id: string;
      account_id: string;
      provider: string;
      provider_transaction_id: string | null;
      price_usd_cents: string;
      status: string;
    }>(`SELECT id, account_id, provider, provider_transaction_id, price_usd_cents, status FROM ${BILLING.payments} WHERE id = $1 FOR UPDATE`, [paymentId]);
    if (!row) throw billingError('PAYMENTS.PAYMENT_NOT_FOUND', 'Payment not found');
    if (row.status === 'reversed') throw billingError('PAYMENTS.ALREADY_REVERSED', 'This payment has already been reversed');
    if (!['approved', 'needs_refund'].includes(row.status) || !row.provider_transaction_id) {
      throw billingError('PAYMENTS.NOTHING_TO_REFUND', `A ${row.status} payment took no money to refund`);
    }
    return {
      paymentId: row.id,
      exceptionId: null,
      accountId: row.account_id,
      provider: row.provider,
      transactionId: row.provider_transaction_id,
      amountCents: Number(row.price_usd_cents),
      before: await readAdminRecord(tx, FINANCE_RESOURCES.payments, paymentId),
    };
  }

  /** An open payment exception: money a provider took that was not granted. */
  private async lockException(tx: Transaction, exceptionId: string): Promise<Sale> {
    if (!isRecordId(exceptionId)) throw billingError('PAYMENTS.EXCEPTION_NOT_FOUND', 'Payment exception not found');
    const [row] = await tx.query<{
      id: string;
      payment_id: string;
      account_id: string;
      provider: string;
      provider_transaction_id: string;
      amount_usd_cents: string;
      status: string;
    }>(
      `SELECT id, payment_id, account_id, provider, provider_transaction_id, amount_usd_cents, status FROM ${BILLING.payment_exceptions} WHERE id = $1 FOR UPDATE`,
      [exceptionId],
    );
    if (!row) throw billingError('PAYMENTS.EXCEPTION_NOT_FOUND', 'Payment exception not found');
    if (row.status !== 'open') throw billingError('PAYMENTS.ALREADY_REVERSED', `This transaction has already been ${row.status.replace('_', ' ')}`);
    return {
      paymentId: row.payment_id,
      exceptionId: String(row.id),
      accountId: row.account_id,
      provider: row.provider,
      transactionId: row.provider_transaction_id,
      amountCents: Number(row.amount_usd_cents),
      before: await readAdminRecord(tx, FINANCE_RESOURCES['payment-exceptions'], exceptionId),
    };
  }
}
