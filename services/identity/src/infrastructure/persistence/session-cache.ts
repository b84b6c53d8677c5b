import { logger, type Principal } from '@dating/platform';
import type { Redis } from 'ioredis';

/** How long "this session is open" is believed without asking the database. */
export const SESSION_CACHE_TTL_SECONDS = 300;

const REVOKED = 'revoked';

/**
 * Caches open sessions in Redis (when configured) so verifying a token does not hit the database
 * on every request. Revocation overwrites the entry with a "revoked" marker instead of only
 * deleting it, and the verifier caches with SET NX: a verification that read the session just
 * before it was revoked can then never put a stale "open" entry back.
 * Redis trouble never fails a request: the database answers instead.
 */
export class SessionCache {
  private readonly log = logger('session-cache');

  constructor(private readonly redis: Redis | null) {}

  static key(sessionId: string): string {
    return `identity:session:${sessionId}`;
  }

  async get(sessionId: string): Promise<Principal | 'revoked' | null> {
    if (!this.redis) return null;
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
      const pipeline = this.redis.multi();
      for (const id of sessionIds) pipeline.set(SessionCache.key(id), REVOKED, 'EX', SESSION_CACHE_TTL_SECONDS);
      await pipeline.exec();
    } catch (err) {
      // The entry expires on its own within the TTL; log loudly because the token lives on until then.
      this.log.error({ err, sessions: sessionIds.length }, 'session cache revocation failed');
    }
  }
}
