import type { OnModuleDestroy } from '@nestjs/common';
import { logger, type Principal } from '@dating/platform';
import type { Redis } from 'ioredis';

/** How long "this session is open" is believed without asking the database. */
export const SESSION_CACHE_TTL_SECONDS = 300;

const REVOKED = 'revoked';

/** How often markers Redis refused are written again while it stays away (and at once when it reconnects). */
const REVOCATION_RETRY_MS = 1_000;

/**
 * Caches open sessions in Redis (when configured) so verifying a token does not hit the database
 * on every request. Revocation overwrites the entry with a "revoked" marker instead of only
 * deleting it, and the verifier caches with SET NX: a verification that read the session just
 * before it was revoked can then never put a stale "open" entry back.
 * Redis trouble never fails a request: the database answers instead.
 *
 * A revocation Redis refuses (it is away) is not dropped: the "open" entry cached before it comes
 * back with Redis (a persistent Redis restarted, a replica promoted), and would let the signed-out
 * or banned member in for up to the TTL. Such markers are kept here, answered as revoked by this
 * process, and written again every REVOCATION_RETRY_MS and as soon as Redis is ready, until Redis
 * takes them or the TTL is over (the old entry has expired by then).
 */
export class SessionCache implements OnModuleDestroy {
  private readonly log = logger('session-cache');
  /** Session id → until when its unwritten "revoked" marker matters (ms since the epoch). */
  private readonly unwritten = new Map<string, number>();
  private retry: NodeJS.Timeout | null = null;
  private readonly onReady = () => void this.writeUnwritten();

  constructor(private readonly redis: Redis | null) {
    redis?.on('ready', this.onReady);
  }

  onModuleDestroy(): void {
    this.redis?.off('ready', this.onReady);
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
  }

  static key(sessionId: string): string {
    return `identity:session:${sessionId}`;
  }

  async get(sessionId: string): Promise<Principal | 'revoked' | null> {
    if (!this.redis) return null;
    if (this.unwritten.has(sessionId)) return REVOKED;
    try {
      const value = await this.redis.get(SessionCache.key(sessionId));
      if (value === null) return null;
      if (value === REVOKED) return 'revoked';
      return JSON.parse(value) as Principal;
    } catch (err) {
      this.log.warn({ err }, 'session cache read failed');
      return null;
    }
  }

  async remember(principal: Principal, ttlSeconds: number = SESSION_CACHE_TTL_SECONDS): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.set(SessionCache.key(principal.sessionId), JSON.stringify(principal), 'EX', ttlSeconds, 'NX');
    } catch (err) {
      this.log.warn({ err }, 'session cache write failed');
    }
  }

  /** Call after the revocation committed. */
  async forget(sessionIds: readonly string[]): Promise<void> {
    if (!this.redis || !sessionIds.length) return;
    try {
      await this.writeRevoked(this.redis, sessionIds);
    } catch (err) {
      this.log.error({ err, sessions: sessionIds.length }, 'session cache revocation failed; written again once Redis takes it');
      const until = Date.now() + SESSION_CACHE_TTL_SECONDS * 1000;
      for (const id of sessionIds) this.unwritten.set(id, until);
      this.retry ??= setInterval(() => void this.writeUnwritten(), REVOCATION_RETRY_MS);
      this.retry.unref();
    }
  }

  private async writeRevoked(redis: Redis, sessionIds: readonly string[]): Promise<void> {
    const pipeline = redis.multi();
    for (const id of sessionIds) pipeline.set(SessionCache.key(id), REVOKED, 'EX', SESSION_CACHE_TTL_SECONDS);
    await pipeline.exec();
  }

  /** Writes the markers Redis refused; stops retrying once none is left. */
  private async writeUnwritten(): Promise<void> {
    if (!this.redis) return;
    const now = Date.now();
    for (const [id, until] of this.unwritten) if (until <= now) this.unwritten.delete(id);
    const ids = [...this.unwritten.keys()];
    if (ids.length) {
      try {
        await this.writeRevoked(this.redis, ids);
        for (const id of ids) this.unwritten.delete(id);
        this.log.info({ sessions: ids.length }, 'session cache revocations written after Redis came back');
      } catch {
        return; // still away: the next retry
      }
    }
    if (!this.unwritten.size && this.retry) {
      clearInterval(this.retry);
      this.retry = null;
    }
  }
}
