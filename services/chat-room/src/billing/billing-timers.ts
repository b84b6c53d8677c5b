import { deploymentScope, logger, type Redis, type Runtime } from '@dating/platform';

/** When a billing session's next tick is due (its `next_tick_at`). */
export interface BillingTimer {
  id: string;
  at: Date;
}

/**
 * Where the ticker learns which billing sessions are due. PostgreSQL stays the source of truth
 * (`chat_room.billing_sessions.next_tick_at`, claimed with its lease): a timer only says "look at
 * this session now", so a stale one is harmless and a lost one is found again by the ticker's
 * periodic full scan of PostgreSQL.
 */
export interface BillingTimers {
  /** True when due sessions are asked here (Redis); false: the ticker scans PostgreSQL every tick. */
  readonly external: boolean;
  /** The sessions' next ticks were written (committed) in PostgreSQL: (re)sets their timers. */
  set(timers: readonly BillingTimer[]): Promise<void>;
  /** Adds the timers that are missing, leaving those present as they are (the safety net). */
  addMissing(timers: readonly BillingTimer[]): Promise<void>;
  /** The sessions stopped: their timers go. */
  remove(ids: readonly string[]): Promise<void>;
  /** The ids of at most `limit` sessions due at `nowMs`, the earliest first. */
  due(nowMs: number, limit: number): Promise<string[]>;
}

export const BILLING_TIMERS = Symbol('BILLING_TIMERS');

/** Today's behaviour (the embedded default, no REDIS_URL): no timers kept; the ticker scans PostgreSQL's `next_tick_at` each tick. */
export class PostgresBillingTimers implements BillingTimers {
  readonly external = false;
  async set(): Promise<void> {}
  async addMissing(): Promise<void> {}
  async remove(): Promise<void> {}
  async due(): Promise<string[]> {
    return [];
  }
}

/**
 * The timers in a Redis sorted set (score: the next tick in ms since the epoch, member: the
 * session id), so a tick with nothing due makes no PostgreSQL query for billing. A failed write is
 * logged, not thrown: the PostgreSQL write it follows has committed, and the ticker's full scan
 * restores the timer.
 */
export class RedisBillingTimers implements BillingTimers {
  readonly external = true;
  private readonly log = logger('chat-billing-timers');

  constructor(
    private readonly redis: Redis,
    /** The sorted set's key: one per chat_room database (see billingTimersKey). */
    readonly key: string,
  ) {}

  async set(timers: readonly BillingTimer[]): Promise<void> {
    if (timers.length) await this.write('set', () => this.redis.zadd(this.key, ...scored(timers)));
  }

  async addMissing(timers: readonly BillingTimer[]): Promise<void> {
    if (timers.length) await this.write('addMissing', () => this.redis.zadd(this.key, 'NX', ...scored(timers)));
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.write('remove', () => this.redis.zrem(this.key, ...ids));
  }

  due(nowMs: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.key, '-inf', nowMs, 'LIMIT', 0, limit);
  }

  private async write(what: string, command: () => Promise<unknown>): Promise<void> {
    try {
      await command();
    } catch (err) {
      this.log.warn({ err, key: this.key }, `billing timers ${what} failed; the ticker's full scan restores them`);
    }
  }
}

function scored(timers: readonly BillingTimer[]): (string | number)[] {
  return timers.flatMap((t) => [new Date(t.at).getTime(), t.id]);
}

/** The sorted set's key: the timers mirror one database's `chat_room.billing_sessions` (deploymentScope). */
export function billingTimersKey(runtime: Pick<Runtime, 'databaseUrl' | 'deploymentName'>): string {
  return `chat-room:billing-timers:${deploymentScope(runtime)}`;
}

/** Redis timers when the runtime has Redis (REDIS_URL), else PostgreSQL only. */
export function billingTimersFor(runtime: Runtime): BillingTimers {
  return runtime.redis ? new RedisBillingTimers(runtime.redis, billingTimersKey(runtime)) : new PostgresBillingTimers();
}
