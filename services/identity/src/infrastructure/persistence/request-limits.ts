import { SiteError } from '@dating/platform';
import { requestBuckets, tooManyRequestsMessage, type LimitedRequest } from '../../domain/request-limits.js';
import type { RateLimitStore } from './rate-limit.store.js';

/** Counts registration and password-reset requests (per e-mail and per client address) in PostgreSQL. */
export class RequestLimits {
  constructor(private readonly limits: RateLimitStore) {}

  /**
   * Counts one request, or refuses it with 10034 ("Action already performed") and HTTP 429, the
   * wait in the desc and `retry_after_seconds` in `error`. (10003 stays the sign-in form's code.)
   */
  async count(kind: LimitedRequest, email: string, ip: string | null): Promise<void> {
    const taken = await this.limits.take(requestBuckets(kind, email, ip));
    if (!taken.allowed) {
      throw new SiteError(10034, tooManyRequestsMessage(taken.retryAfterMinutes), { retry_after_seconds: Math.ceil(taken.retryAfterMs / 1000) }, 429);
    }
  }
}
