/**
 * Sign-in throttling: per account and per client address, at most `maxFailures` failed sign-ins
 * in a sliding `windowMs`. Failures are stored (so both ways of running share one rule); a
 * successful sign-in clears the account's failures.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export const SIGN_IN_THROTTLE: ThrottlePolicy = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

export type ThrottleVerdict = { blocked: false; remaining: number } | { blocked: true; retryAfterMs: number; retryAfterMinutes: number };

/**
 * Decides from the failure times of one key (any order, any age). Blocked while `maxFailures`
 * or more fall inside the window ending now; it opens again when enough of them age out, i.e.
 * when the `maxFailures`-th most recent failure leaves the window.
 */
export function throttleVerdict(failures: readonly Date[], now: Date, policy: ThrottlePolicy = SIGN_IN_THROTTLE): ThrottleVerdict {
  const since = now.getTime() - policy.windowMs;
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > since && t <= now.getTime())
    .sort((a, b) => b - a);
  if (recent.length < policy.maxFailures) return { blocked: false, remaining: policy.maxFailures - recent.length };
  const pivot = recent[policy.maxFailures - 1]!;
  const retryAfterMs = Math.max(1, pivot + policy.windowMs - now.getTime());
  return { blocked: true, retryAfterMs, retryAfterMinutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) };
}

export function throttleMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
