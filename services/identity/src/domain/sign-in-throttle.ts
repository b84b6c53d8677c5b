import { normalizeEmail } from './email.js';
import { addressKey, minutes, type RateLimit, type RateLimitBucket } from './rate-limit.js';

const MINUTE = 60_000;

/**
 * Sign-in limits (README, "Throttle"). Every attempt counts from before its password is checked
 * and is released only when the password is right, so no more than `max` passwords are ever
 * checked per key and window, however many requests race.
 * - per account and address: the tight lock against guessing one account from one place;
 * - per account, from every address: wider and slower, against guessing spread over many
 *   addresses, yet costly to use for locking the owner out (50 refused tries an hour);
 * - per address, whatever the account: against one address trying many accounts, wide enough for
 *   members sharing a carrier's or an office's address.
 */
export const SIGN_IN_LIMITS = {
  accountAddress: { max: 10, windowMs: 15 * MINUTE },
  account: { max: 50, windowMs: 60 * MINUTE },
  address: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export const SIGN_IN_SCOPES = {
  accountAddress: 'sign-in:account-address',
  account: 'sign-in:account',
  address: 'sign-in:address',
} as const;

export type SignInKind = 'member' | 'staff';

export interface SignInBucket extends RateLimitBucket {
  scope: (typeof SIGN_IN_SCOPES)[keyof typeof SIGN_IN_SCOPES];
}

/** "member:<normalized e-mail>" or "staff:<normalized e-mail>". */
export function signInAccount(kind: SignInKind, email: string): string {
  return `${kind}:${normalizeEmail(email)}`;
}

/**
 * The key of one account at one address: the address first, since an address never holds "|",
 * so the account is everything after the first "|".
 */
export function accountAddressKey(account: string, ip: string): string {
  return `${addressKey(ip)}|${account}`;
}

/** The buckets one sign-in attempt counts against; without a known address, only the account's. */
export function signInBuckets(account: string, ip: string | null): SignInBucket[] {
  const buckets: SignInBucket[] = [{ scope: SIGN_IN_SCOPES.account, key: account, limit: SIGN_IN_LIMITS.account }];
  if (ip) {
    buckets.push({ scope: SIGN_IN_SCOPES.accountAddress, key: accountAddressKey(account, ip), limit: SIGN_IN_LIMITS.accountAddress });
    buckets.push({ scope: SIGN_IN_SCOPES.address, key: addressKey(ip), limit: SIGN_IN_LIMITS.address });
  }
  return buckets;
}

export function throttleMessage(waitMinutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes(waitMinutes)}`;
}
