import { logger } from '@dating/platform';
import type { Sql } from '../infrastructure/ledger-store.js';
import type { LedgerService } from './ledger.service.js';

/** Expires abandoned holds (a chat tab closed without a release) so their credits come back. */
export class HoldExpirySweeper {
  private timer: NodeJS.Timeout | null = null;
  private readonly log = logger('hold-expiry');

  constructor(
    private readonly sql: Sql,
    private readonly ledger: LedgerService,
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.sweep().catch((err) => this.log.error({ err }, 'hold expiry sweep failed')), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass; returns how many holds it expired. */
  async sweep(nowMs = Date.now(), batch = 200): Promise<number> {
    const due = (await this.sql.query(
      `SELECT hold_id, account_id FROM billing.holds WHERE status = 'open' AND expires_at <= to_timestamp($1 / 1000.0) ORDER BY expires_at LIMIT $2`,
      [nowMs, batch],
    )) as { hold_id: string; account_id: string }[];
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
