import { Command } from '@nestjs/cqrs';
import type { VerifiedPostback } from '../../infrastructure/payments/payment-provider.js';
import type { ReceivedPostback } from './postback-input.js';

/** What a postback came to: the HTTP answer for the provider and the line recorded for finance. */
export interface PostbackResult {
  /** 200 processed (also duplicates and no-ops), 4xx refused, 500 failed (the provider retries). */
  status: number;
  outcome: string;
  verified: boolean;
  kind: VerifiedPostback['kind'] | null;
  paymentId: string | null;
  providerTransactionId: string | null;
}

/** A payment provider's server-to-server postback, as received: recorded, judged, then applied. */
export class ProcessPostbackCommand extends Command<PostbackResult> {
  constructor(
    readonly provider: string,
    readonly input: ReceivedPostback,
  ) {
    super();
  }
}
