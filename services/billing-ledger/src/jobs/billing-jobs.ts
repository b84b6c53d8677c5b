import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PeriodicJob, RUNTIME, type Runtime, type ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../billing-tokens.js';
import { CHECKOUT_EXPIRY_EVERY_MS, CheckoutExpiry } from './checkout-expiry.js';
import { HOLD_EXPIRY_EVERY_MS, HoldExpiry } from './hold-expiry.js';

/**
 * billing's periodic work, each job under the kernel's leader lock (one process at a time):
 * started with the app, stopped before the database closes.
 */
@Injectable()
export class BillingJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs: PeriodicJob[];

  constructor(
    @Inject(BILLING_DB) db: ServiceDb,
    @Inject(RUNTIME) runtime: Runtime,
    @Inject(HoldExpiry) holds: HoldExpiry,
    @Inject(CheckoutExpiry) checkouts: CheckoutExpiry,
  ) {
    const job = (name: string, everyMs: number, run: () => Promise<unknown>) =>
      new PeriodicJob({ name: `billing-ledger.${name}`, everyMs, run: async () => void (await run()), dataSource: db.dataSource, embedded: runtime.embedded });
    this.jobs = [job('hold-expiry', HOLD_EXPIRY_EVERY_MS, () => holds.sweep()), job('checkout-expiry', CHECKOUT_EXPIRY_EVERY_MS, () => checkouts.sweep())];
  }

  onApplicationBootstrap(): void {
    for (const job of this.jobs) job.start();
  }

  beforeApplicationShutdown(): void {
    for (const job of this.jobs) job.stop();
  }
}
