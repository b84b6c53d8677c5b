import { Inject, Injectable } from '@nestjs/common';
import { IdentityError } from '../../domain/identity-errors.js';
import type { RateLimitBucket } from '../../domain/rate-limit.js';
import { requestBuckets, tooManyRequestsMessage, type LimitedRequest } from '../../domain/request-limits.js';
import { RateLimitStore } from './rate-limit.store.js';

/** Counts the public requests that are rate-limited (registration, password reset, feedback, affiliate clicks) in PostgreSQL. */
@Injectable()
export class RequestLimits {
  constructor(@Inject(RateLimitStore) private readonly limits: RateLimitStore) {}

  /** Counts one request, or refuses it (IDENTITY.TOO_MANY_REQUESTS, the wait in the message and `retry_after_seconds`). */
  count(kind: LimitedRequest, email: string, ip: string | null): Promise<void> {
    return this.countIn(requestBuckets(kind, email, ip));
  }

  /** Counts one request in every bucket, or refuses it as `count` does when any of them is full. */
  async countIn(buckets: readonly RateLimitBucket[]): Promise<void> {
    const taken = await this.limits.take(buckets);
    if (!taken.allowed) {
      throw new IdentityError('IDENTITY.TOO_MANY_REQUESTS', tooManyRequestsMessage(taken.retryAfterMinutes), {
        retry_after_seconds: Math.ceil(taken.retryAfterMs / 1000),
      });
    }
  }
}
