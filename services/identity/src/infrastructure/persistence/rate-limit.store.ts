import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDb, Sql } from '@dating/platform';
import { combinedVerdict, type LimitState, type LimitVerdict, type RateLimit, type RateLimitBucket } from '../../domain/rate-limit.js';

import { IDENTITY_DB } from '../../identity.tokens.js';

export type TakeResult = { allowed: true; hitIds: string[] } | (Extract<LimitVerdict, { blocked: true }> & { allowed: false });

/** Keeps advisory locks of rate limits apart from every other advisory lock (two-key space). */
const LOCK_SPACE = 'identity.rate_limit_hits';

/**
 * Counts attempts in `identity.rate_limit_hits`, atomically across requests and processes: a
 * caller takes a transaction-scoped advisory lock per bucket (in one global order, so two callers
 * never deadlock), reads the recent hits, and records its own only when every bucket has room.
 * Whoever waits on the lock reads the hits of the one before it, so a window never holds more than
 * `max` hits however many requests race.
 */
@Injectable()
export class RateLimitStore {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDb) {}

  /** Records one attempt in every bucket, or in none when any of them is full. */
  take(buckets: readonly RateLimitBucket[]): Promise<TakeResult> {
    return this.db.transaction(async (tx) => {
      const names = buckets.map(lockName);
      const hashes = await tx.query<{ space: number; h: number }>(`SELECT hashtext($1) AS space, hashtext(k) AS h FROM unnest($2::text[]) AS k`, [
        LOCK_SPACE,
        names,
      ]);
      for (const h of [...new Set(hashes.map((r) => r.h))].sort((a, b) => a - b)) {
        await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [hashes[0]!.space, h]);
      }
      // The clock of the database, so every process agrees on the windows.
      const [{ now }] = (await tx.query<{ now: Date }>(`SELECT clock_timestamp() AS now`)) as [{ now: Date }];
      const states: LimitState[] = [];
      for (const b of buckets) {
        const rows = await tx.query<{ hit_at: Date }>(
          `SELECT hit_at FROM identity.rate_limit_hits WHERE scope = $1 AND key = $2 AND hit_at > $3 ORDER BY hit_at DESC LIMIT $4`,
          [b.scope, b.key, since(now, b.limit), b.limit.max],
        );
        states.push({ limit: b.limit, hits: rows.map((r) => new Date(r.hit_at)) });
      }
      const verdict = combinedVerdict(states, new Date(now));
      if (verdict.blocked) return { allowed: false, ...verdict };

      const hitIds: string[] = [];
      for (const b of buckets) {
        await tx.query(`DELETE FROM identity.rate_limit_hits WHERE scope = $1 AND key = $2 AND hit_at <= $3`, [b.scope, b.key, since(now, b.limit)]);
        const [row] = await tx.query<{ id: string }>(`INSERT INTO identity.rate_limit_hits (scope, key, hit_at) VALUES ($1, $2, $3) RETURNING id`, [
          b.scope,
          b.key,
          now,
        ]);
        hitIds.push(String(row!.id));
      }
      return { allowed: true, hitIds };
    });
  }
}

/** Gives back attempts that should not count (e.g. a sign-in with the right password). */
export async function releaseHits(sql: Sql, hitIds: readonly string[]): Promise<void> {
  if (hitIds.length > 0) await sql.query(`DELETE FROM identity.rate_limit_hits WHERE id = ANY($1::bigint[])`, [hitIds]);
}

function lockName(b: RateLimitBucket): string {
  return `${b.scope}\n${b.key}`;
}

function since(now: Date, limit: RateLimit): Date {
  return new Date(new Date(now).getTime() - limit.windowMs);
}
