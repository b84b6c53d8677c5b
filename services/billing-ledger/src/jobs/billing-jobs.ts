import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../billing-tokens.js';
import { CHECKOUT_EXPIRY_EVERY_MS, CheckoutExpiry } from './checkout-expiry.js';
import { HOLD_EXPIRY_EVERY_MS, HoldExpiry } from './hold-expiry.js';

/** billing's periodic work, each job under the kernel's leader lock (one process at a time). */
@Injectable()
export class BillingJobs extends ScheduledJobs {
  constructor(
    @Inject(BILLING_DB) protected readonly db: ServiceDb,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
    @Inject(HoldExpiry) private readonly holds: HoldExpiry,
    @Inject(CheckoutExpiry) private readonly checkouts: CheckoutExpiry,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [
      { name: 'billing-ledger.hold-expiry', everyMs: HOLD_EXPIRY_EVERY_MS, run: () => this.holds.sweep() },
      { name: 'billing-ledger.checkout-expiry', everyMs: CHECKOUT_EXPIRY_EVERY_MS, run: () => this.checkouts.sweep() },
    ];
  }
}
