import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ChargeJournal, RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { PROFILES_DB } from '../profiles.tokens.js';
import { PHOTO_SALE } from './buy-photo/buy-photo.handler.js';
import { VIDEO_SALE } from './buy-video/buy-video.js';
import { finishPurchase, type JournalledPurchase } from './buy-private-media.js';

/** A purchase journalled this long ago and still without its row was cut off between charge and row. */
export const PURCHASE_GRACE_MS = 60_000;

/**
 * Records the private photos and videos a man was charged for whose purchase row was never written
 * (the process or the database lost between the charge and the row; see chargeAndRecordPurchase):
 * the same charge again (billing answers the first) and the row, so he sees what he paid for.
 */
@Injectable()
export class FinishMediaPurchasesJob extends ScheduledJobs {
  constructor(
    @Inject(PROFILES_DB) protected readonly db: ServiceDb,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [{ name: 'profiles.finish-media-purchases', everyMs: 30_000, run: () => this.finishDue() }];
  }

  /** One pass over both kinds; answers how many purchases it recorded. */
  async finishDue(graceMs = PURCHASE_GRACE_MS): Promise<number> {
    // An app without billing sells nothing, so it has nothing to finish.
    const ledger = this.ledger();
    if (!ledger) return 0;
    let finished = 0;
    for (const sale of [PHOTO_SALE, VIDEO_SALE]) {
      finished += await new ChargeJournal<JournalledPurchase>(this.db, sale.kind).finishDue(graceMs, (purchase) =>
        finishPurchase(this.db, () => ledger, sale, purchase),
      );
    }
    return finished;
  }

  private ledger(): LedgerPort | null {
    try {
      return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
    } catch {
      return null;
    }
  }
}
