import { normalizeEmail } from './email.js';
import { addressKey, minutes, type RateLimit, type RateLimitBucket } from './rate-limit.js';

const HOUR = 60 * 60_000;

/** The public forms that answer about an e-mail address and so are rate-limited (README, "Enumeration"). */
export type LimitedRequest = 'registration' | 'password-reset' | 'feedback';

/**
 * Requests per client address (one machine probing many addresses) and per e-mail (many machines
 * probing one), counted after the captcha passed. A registration answers 10027 for a taken e-mail,
 * as the spec says; these limits keep that from becoming a fast way to test lists of addresses.
 */
export const REQUEST_LIMITS = {
  registration: { address: { max: 10, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  'password-reset': { address: { max: 10, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  // The contact and unsubscribe forms: each message is stored, its files kept and mailed to support.
  feedback: { address: { max: 10, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
} as const satisfies Record<LimitedRequest, Record<'address' | 'email', RateLimit>>;

/**
 * Affiliate clicks need no sign-in and each is a stored row: one address records at most this many
 * (a visitor arriving through partner links a few times an hour is far below it; a script filling
 * the table or skewing a partner's statistics is not).
 */
export const AFFILIATE_CLICK_LIMIT: RateLimit = { max: 30, windowMs: HOUR };

/** The counters one request counts against; without a known address, only the e-mail's. */
export function requestBuckets(kind: LimitedRequest, email: string, ip: string | null): RateLimitBucket[] {
  const limits = REQUEST_LIMITS[kind];
  const buckets: RateLimitBucket[] = [{ scope: `${kind}:email`, key: normalizeEmail(email), limit: limits.email }];
  if (ip) buckets.push({ scope: `${kind}:address`, key: addressKey(ip), limit: limits.address });
  return buckets;
}

export function tooManyRequestsMessage(waitMinutes: number): string {
  return `Too many attempts. Try again in ${minutes(waitMinutes)}`;
}

/** One address trying this many different registered e-mails at sign-up within the window is reported. */
export const TAKEN_EMAIL_PROBE_ALERT = { distinctEmails: 3, windowMs: HOUR } as const;
