import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/** What is refunded: a payment's sale, or a payment exception's (money taken that granted nothing). */
export type RefundTarget = { paymentId: string } | { paymentExceptionId: string };

/**
 * A `refunds` record: `{ id, payment_id, payment_exception_id, account_id, member_name, provider,
 * provider_transaction_id, amount, amount_usd_cents, reason, staff_id, outcome, instructions,
 * postback_status, payment_status, requested_at, answered_at }`.
 */
export type RefundRecord = Record<string, unknown> & { id: number; outcome: 'asking' | 'sent' | 'manual' | 'failed' };

/** Finance asks the provider to refund a sale (an approved or needs_refund payment, or an open payment exception). */
export class RefundPaymentCommand extends Command<RefundRecord> {
  constructor(
    readonly target: RefundTarget,
    readonly reason: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
