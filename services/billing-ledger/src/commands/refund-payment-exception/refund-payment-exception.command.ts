import { Command } from '@nestjs/cqrs';
import type { RefundAnswer } from '../../infrastructure/payments/refund-requests.js';

/** Finance asks the provider to refund a sale waiting in the finance queue (money taken, nothing granted). */
export class RefundPaymentExceptionCommand extends Command<RefundAnswer> {
  constructor(
    readonly exceptionId: string,
    readonly staffId: string,
    readonly reason: string,
  ) {
    super();
  }
}
