import { SiteError } from '@dating/platform';
import type { DataSource } from 'typeorm';
import { SIGN_IN_THROTTLE, throttleMessage, throttleVerdict, type ThrottlePolicy } from '../../domain/sign-in-throttle.js';

export interface ThrottleKeys {
  /** "member:<normalized e-mail>" or "staff:<normalized e-mail>". */
  account: string;
  /** The client address; null when unknown (then only the account counts). */
  ip: string | null;
}

/**
 * Stores failed sign-ins in the identity schema, so the limit holds across processes and in both
 * ways of running. Old rows are trimmed whenever a key records a new failure.
 */
export class SignInThrottleStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: ThrottlePolicy = SIGN_IN_THROTTLE,
  ) {}

  /** Throws the refusal (10003, HTTP 429) when the account or the address is over the limit. */
  async assertAllowed(keys: ThrottleKeys, now = new Date()): Promise<void> {
    for (const [scope, key] of this.scopes(keys)) {
      const rows: { failed_at: Date }[] = await this.dataSource.query(
        `SELECT failed_at FROM identity.sign_in_failures WHERE scope = $1 AND key = $2 AND failed_at > $3 ORDER BY failed_at DESC LIMIT $4`,
        [scope, key, new Date(now.getTime() - this.policy.windowMs), this.policy.maxFailures],
      );
      const verdict = throttleVerdict(
        rows.map((r) => new Date(r.failed_at)),
        now,
        this.policy,
      );
      if (verdict.blocked)
        throw new SiteError(10003, throttleMessage(verdict.retryAfterMinutes), { retry_after_seconds: Math.ceil(verdict.retryAfterMs / 1000) }, 429);
    }
  }

  async recordFailure(keys: ThrottleKeys, now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      for (const [scope, key] of this.scopes(keys)) {
        await m.query(`DELETE FROM identity.sign_in_failures WHERE scope = $1 AND key = $2 AND failed_at <= $3`, [
          scope,
          key,
          new Date(now.getTime() - this.policy.windowMs),
        ]);
        await m.query(`INSERT INTO identity.sign_in_failures (scope, key, failed_at) VALUES ($1, $2, $3)`, [scope, key, now]);
      }
    });
  }

  private scopes(keys: ThrottleKeys): ['account' | 'ip', string][] {
    const out: ['account' | 'ip', string][] = [['account', keys.account]];
    if (keys.ip) out.push(['ip', keys.ip]);
    return out;
  }
}

/** Clears an account's failures after a successful sign-in (in the caller's transaction). */
export async function clearAccountFailures(manager: { query(sql: string, params: unknown[]): Promise<unknown> }, account: string): Promise<void> {
  await manager.query(`DELETE FROM identity.sign_in_failures WHERE scope = 'account' AND key = $1`, [account]);
}
