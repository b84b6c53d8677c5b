import { Command } from '@nestjs/cqrs';
import type { RefundAnswer } from '../../infrastructure/payments/refund-requests.js';

/** Finance asks the provider to refund a payment's sale (approved, or needs_refund). */
export class RefundPaymentCommand extends Command<RefundAnswer> {
  constructor(
    readonly paymentId: string,
    readonly staffId: string,
    readonly reason: string,
  ) {
    super();
  }
}
