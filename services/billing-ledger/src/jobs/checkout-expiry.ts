import { logger, type Sql } from '@dating/platform';
import { CHECKOUT_REUSE_HOURS } from '../infrastructure/checkouts.js';
import { BILLING } from '../infrastructure/billing-schema.js';

/** How often unpaid checkouts are looked for (see BillingJobs). */
export const CHECKOUT_EXPIRY_EVERY_MS = 5 * 60_000;

/**
 * Marks unpaid checkouts `expired` once they are CHECKOUT_REUSE_HOURS old (the age after which
 * infrastructure/checkouts.ts stops reusing them), so a stale link can no longer be paid on the sandbox
 * page and finance sees what was abandoned. `processing` ones that never heard back expire too.
 *
 * Safe with any number of processes running it at once: one statement picks due rows with
 * FOR UPDATE SKIP LOCKED and updates only those still pending or processing, so each row expires
 * once and nobody waits on a row a postback is approving right now (it is skipped, and then no
 * longer due). A late approval for an expired checkout is still granted: see commands/process-postback.
 */
export class CheckoutExpiry {
  private readonly log = logger('checkout-expiry');

  constructor(private readonly sql: Sql) {}

  /** One pass; answers the ids it expired. */
  async sweep(olderThanHours = CHECKOUT_REUSE_HOURS, batch = 500): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      `WITH due AS (
         SELECT id FROM ${BILLING.payments}
         WHERE status IN ('pending', 'processing') AND created_at <= now() - make_interval(hours => $1)
         ORDER BY created_at LIMIT $2
         FOR UPDATE SKIP LOCKED
       ), expired AS (
         UPDATE ${BILLING.payments} p SET status = 'expired', updated_at = now()
         FROM due WHERE p.id = due.id AND p.status IN ('pending', 'processing')
         RETURNING p.id
       ) SELECT id FROM expired`,
      [olderThanHours, batch],
    );
    if (rows.length) this.log.info({ expired: rows.length }, 'unpaid checkouts expired');
    return rows.map((r) => r.id);
  }
}
