import { logger } from '@dating/platform';
import type { Sql } from '../infrastructure/ledger-store.js';
import { CHECKOUT_REUSE_HOURS } from './checkout.service.js';

/**
 * Marks unpaid checkouts `expired` once they are CHECKOUT_REUSE_HOURS old (the age after which
 * checkout.service.ts stops reusing them), so a stale link can no longer be paid on the sandbox
 * page and finance sees what was abandoned. `processing` ones that never heard back expire too.
 *
 * Safe with any number of processes running it at once: one statement picks due rows with
 * FOR UPDATE SKIP LOCKED and updates only those still pending or processing, so each row expires
 * once and nobody waits on a row a postback is approving right now (it is skipped, and then no
 * longer due). A late approval for an expired checkout is still granted: see postback.service.ts.
 */
export class CheckoutExpirySweeper {
  private timer: NodeJS.Timeout | null = null;
  private readonly log = logger('checkout-expiry');

  constructor(
    private readonly sql: Sql,
    private readonly intervalMs = 5 * 60_000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.sweep().catch((err) => this.log.error({ err }, 'checkout expiry sweep failed')), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass; answers the ids it expired. */
  async sweep(olderThanHours = CHECKOUT_REUSE_HOURS, batch = 500): Promise<string[]> {
    const rows = (await this.sql.query(
      `WITH due AS (
         SELECT id FROM billing.payments
         WHERE status IN ('pending', 'processing') AND created_at <= now() - make_interval(hours => $1)
         ORDER BY created_at LIMIT $2
         FOR UPDATE SKIP LOCKED
       ), expired AS (
         UPDATE billing.payments p SET status = 'expired', updated_at = now()
         FROM due WHERE p.id = due.id AND p.status IN ('pending', 'processing')
         RETURNING p.id
       ) SELECT id FROM expired`,
      [olderThanHours, batch],
    )) as { id: string }[];
    if (rows.length) this.log.info({ expired: rows.length }, 'unpaid checkouts expired');
    return rows.map((r) => r.id);
  }
}
