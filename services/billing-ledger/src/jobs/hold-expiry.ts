import type { Sql } from '@dating/platform';
import type { LedgerService } from '../application/ledger.service.js';
import { BILLING } from '../infrastructure/billing-schema.js';

/** How often abandoned holds are looked for (see BillingJobs). */
export const HOLD_EXPIRY_EVERY_MS = 30_000;

/** Expires abandoned holds (a chat tab closed without a release) so their credits come back. */
export class HoldExpiry {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: LedgerService,
  ) {}

  /** One pass; returns how many holds it expired. */
  async sweep(nowMs = Date.now(), batch = 200): Promise<number> {
    const due = await this.sql.query<{ hold_id: string; account_id: string }>(
      `SELECT hold_id, account_id FROM ${BILLING.holds} WHERE status = 'open' AND expires_at <= to_timestamp($1 / 1000.0) ORDER BY expires_at LIMIT $2`,
      [nowMs, batch],
    );
    let expired = 0;
    for (const h of due) {
      const outcome = await this.ledger.execute({
        accountId: h.account_id,
        actor: 'system:hold-expiry',
        idempotencyKey: `expire:${h.hold_id}`,
        command: { type: 'ExpireHold', holdId: h.hold_id, nowMs },
      });
      if (outcome.ok && !outcome.replayed) expired++;
    }
    return expired;
  }
}
