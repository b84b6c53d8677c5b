import { Inject, Injectable } from '@nestjs/common';
import { IdentityError } from '../../domain/identity-errors.js';
import { requestBuckets, tooManyRequestsMessage, type LimitedRequest } from '../../domain/request-limits.js';
import { RateLimitStore } from './rate-limit.store.js';

/** Counts registration and password-reset requests (per e-mail and per client address) in PostgreSQL. */
@Injectable()
export class RequestLimits {
  constructor(@Inject(RateLimitStore) private readonly limits: RateLimitStore) {}

  /** Counts one request, or refuses it (IDENTITY.TOO_MANY_REQUESTS, the wait in the message and `retry_after_seconds`). */
  async count(kind: LimitedRequest, email: string, ip: string | null): Promise<void> {
    const taken = await this.limits.take(requestBuckets(kind, email, ip));
    if (!taken.allowed) {
      throw new IdentityError('IDENTITY.TOO_MANY_REQUESTS', tooManyRequestsMessage(taken.retryAfterMinutes), {
        retry_after_seconds: Math.ceil(taken.retryAfterMs / 1000),
      });
    }
  }
}
