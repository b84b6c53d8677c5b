import { billingError } from '../../billing-site-codes.js';
import type { RefundRequest, RefundRequestResult } from './payment-provider.js';
import type { PaymentProviders } from './payment-providers.js';

/**
 * Asks a sale's provider to give the money back, through its port (`requestRefund`). Credits are
 * NOT taken back here: the provider's signed refund postback does that through the verified path
 * (commands/process-postback), so the ledger follows the money, never a request for it.
 */
export class RefundRequests {
  constructor(private readonly providers: PaymentProviders) {}

  async ask(providerName: string, refund: RefundRequest): Promise<RefundRequestResult> {
    const provider = this.providers.get(providerName);
    if (!provider) throw billingError('PAYMENTS.PROVIDER_UNAVAILABLE', `Payments of ${providerName} cannot be refunded from this process`);
    const result = await provider.requestRefund(refund);
    // The sandbox answers with our own postback endpoint's status: anything but 200 means nothing was reversed.
    if (result.mode === 'sent' && result.postbackStatus !== 200) {
      throw billingError(
        'PAYMENTS.REFUND_NOT_ACCEPTED',
        `The provider's refund notice was not accepted (HTTP ${result.postbackStatus || 'unreachable'}); see billing.postbacks`,
      );
    }
    return result;
  }
}
