/**
 * Sliding-window rate limits: at most `max` counted attempts of one key in the last `windowMs`.
 * Pure decisions over the times of the recent attempts; the store counts them atomically.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One counter: the attempts of `key` in `scope` (e.g. "sign-in:account"), held to `limit`. */
export interface RateLimitBucket {
  scope: string;
  key: string;
  limit: RateLimit;
}

export type LimitVerdict = { blocked: false; remaining: number } | { blocked: true; retryAfterMs: number; retryAfterMinutes: number };

/** One limit and the times of the attempts counted against its key (any order, any age). */
export interface LimitState {
  limit: RateLimit;
  hits: readonly Date[];
}

/**
 * Blocked while `max` or more attempts fall inside the window ending now; it opens again when
 * enough of them age out, i.e. when the `max`-th most recent attempt leaves the window.
 */
export function limitVerdict(hits: readonly Date[], now: Date, limit: RateLimit): LimitVerdict {
  const since = now.getTime() - limit.windowMs;
  const recent = hits
    .map((d) => d.getTime())
    .filter((t) => t > since && t <= now.getTime())
    .sort((a, b) => b - a);
  if (recent.length < limit.max) return { blocked: false, remaining: limit.max - recent.length };
  const pivot = recent[limit.max - 1]!;
  const retryAfterMs = Math.max(1, pivot + limit.windowMs - now.getTime());
  return { blocked: true, retryAfterMs, retryAfterMinutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) };
}

/**
 * Several limits on one attempt (e.g. per account and per address): blocked when any is, and then
 * the wait is the longest, since every blocked limit must open before the attempt is allowed.
 */
export function combinedVerdict(states: readonly LimitState[], now: Date): LimitVerdict {
  const verdicts = states.map((s) => limitVerdict(s.hits, now, s.limit));
  const blocked = verdicts.filter((v) => v.blocked);
  if (blocked.length === 0) {
    return { blocked: false, remaining: Math.min(Infinity, ...verdicts.map((v) => (v.blocked ? 0 : v.remaining))) };
  }
  const retryAfterMs = Math.max(...blocked.map((v) => v.retryAfterMs));
  return { blocked: true, retryAfterMs, retryAfterMinutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) };
}

export function minutes(n: number): string {
  return `${n} ${n === 1 ? 'minute' : 'minutes'}`;
}

/**
 * What an address counts as in a per-address limit: an IPv4 address itself (also written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 network, which one connection is usually
 * given whole: counted address by address, a script stepping through its own /64 escaped every
 * per-address limit. Text that is no IPv6 address stays as it is.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const halves = address.split('::');
  if (halves.length > 2) return address;
  const groups = (half: string | undefined) => (half ? half.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const full = halves.length === 2 ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail] : head;
  if (full.length !== 8 || !full.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
