import { Inject, Injectable } from '@nestjs/common';
import { logger, RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { PresenceStore } from '../infrastructure/presence.store.js';
import { ChatSocketServer } from '../realtime/chat-socket.server.js';
import { BILLING_TIMERS, type BillingTimers } from './billing-timers.js';
import { ChatBilling } from './chat-billing.js';

/**
 * The chat's periodic work, in one process at a time (the kernel's PeriodicJob and its leader
 * lock): forget the sockets of dead processes (their members go offline), then settle every
 * billing session whose minute or grace is due. Without Redis it scans PostgreSQL's
 * `next_tick_at` every tick; with Redis timers (REDIS_URL) it asks them which sessions are due,
 * and only every `timerSweepMs` (and at its first pass here) scans PostgreSQL as before and adds
 * back the timers that are missing: a timer lost in Redis (a restart, a failed write) delays a
 * minute by at most that period and never loses it, because PostgreSQL holds what is due.
 */
@Injectable()
export class BillingTicker extends ScheduledJobs {
  private readonly log = logger('chat-billing-ticker');
  /** When this process last scanned PostgreSQL for due sessions (0: never, so its first pass does). */
  private sweptAt = 0;

  constructor(
    @Inject(CHAT_DB) protected readonly db: ServiceDb,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(ChatBilling) private readonly billing: ChatBilling,
    @Inject(PresenceStore) private readonly presence: PresenceStore,
    @Inject(ChatSocketServer) private readonly sockets: ChatSocketServer,
    @Inject(BILLING_TIMERS) private readonly timers: BillingTimers,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [{ name: 'chat-room.billing', everyMs: this.options.tickMs, run: () => this.runOnce() }];
  }

  /** One pass (tests call it to settle at once). */
  async runOnce(): Promise<void> {
    for (const memberId of await this.presence.sweepDeadNodes(this.options.nodeTimeoutMs)) await this.sockets.wentOffline(memberId, null);
    if (this.timers.external && Date.now() - this.sweptAt < this.options.timerSweepMs) {
      try {
        while ((await this.billing.tickTimers()) > 0) {
          // Another batch may be due.
        }
        return;
      } catch (err) {
        // Redis does not answer: this pass scans PostgreSQL instead.
        this.log.warn({ err }, 'billing timers unavailable; scanning PostgreSQL');
      }
    }
    await this.sweep();
  }

  /** Today's full scan of PostgreSQL for due sessions; with Redis timers, then the missing timers are added back (the safety net). */
  async sweep(): Promise<void> {
    this.sweptAt = Date.now();
    while ((await this.billing.tick()) > 0) {
      // Another batch may be due (many rooms, or minutes missed while no process ran).
    }
    if (this.timers.external) await this.billing.restoreTimers();
  }
}
