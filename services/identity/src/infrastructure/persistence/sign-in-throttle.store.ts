import { Inject, Injectable } from '@nestjs/common';
import type { Sql } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { accountAddressKey, SIGN_IN_SCOPES, signInBuckets, throttleMessage } from '../../domain/sign-in-throttle.js';
import { RateLimitStore, releaseHits } from './rate-limit.store.js';

/** One sign-in attempt, counted before its password is checked. */
export interface SignInAttempt {
  /** "member:<normalized e-mail>" or "staff:<normalized e-mail>". */
  account: string;
  /** The client address; null when unknown (then only the account counts). */
  ip: string | null;
  hitIds: readonly string[];
}

/**
 * The sign-in throttle of members and staff. An attempt takes its slots before the password is
 * checked (a refused one is never checked, so even the right password learns nothing); a wrong
 * password leaves them taken, the right one gives them back.
 */
@Injectable()
export class SignInThrottle {
  constructor(@Inject(RateLimitStore) private readonly limits: RateLimitStore) {}

  /** Counts the attempt, or refuses it (IDENTITY.THROTTLED, the wait in the message and `retry_after_seconds`). */
  async begin(account: string, ip: string | null): Promise<SignInAttempt> {
    const taken = await this.limits.take(signInBuckets(account, ip));
    if (!taken.allowed) {
      throw new IdentityError('IDENTITY.THROTTLED', throttleMessage(taken.retryAfterMinutes), { retry_after_seconds: Math.ceil(taken.retryAfterMs / 1000) });
    }
    return { account, ip, hitIds: taken.hitIds };
  }

  /**
   * After the right password (in the caller's transaction): the attempt does not count, and the
   * owner's earlier typos from this address are forgiven. The account-wide count only ages out,
   * so signing in does not hand a distributed guesser a fresh allowance.
   */
  async succeeded(sql: Sql, attempt: SignInAttempt): Promise<void> {
    await releaseHits(sql, attempt.hitIds);
    if (attempt.ip) {
      await sql.query(`DELETE FROM identity.rate_limit_hits WHERE scope = $1 AND key = $2`, [
        SIGN_IN_SCOPES.accountAddress,
        accountAddressKey(attempt.account, attempt.ip),
      ]);
    }
  }
}

/**
 * Clears every sign-in count of an account, from all addresses (after a password reset, which
 * proves the mailbox is the owner's). An account-and-address key is "<ip>|<account>", and an
 * address never holds "|".
 */
export async function clearAccountThrottle(tx: Sql, account: string): Promise<void> {
  await tx.query(
    `DELETE FROM identity.rate_limit_hits
      WHERE (scope = $1 AND key = $2) OR (scope = $3 AND substr(key, strpos(key, '|') + 1) = $2)`,
    [SIGN_IN_SCOPES.account, account, SIGN_IN_SCOPES.accountAddress],
  );
}
