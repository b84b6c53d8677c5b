import { LIFETIMES } from './limits.js';

/** Cookie names of spec section 3 (pid and sid are also stored in cookies). */
export const COOKIES = {
  accessToken: 'access-token',
  chatAccessToken: 'chat_access_token',
  chatRefreshToken: 'chat_refresh_token',
  inviteToken: 'invite-token',
  cookiePoliciesAccepted: 'cookiePoliciesAccepted',
  agreementAccepted: 'agreementAccepted',
  sex: 'sex',
  cookiePreferences: 'cookiePreferences',
  pid: 'pid',
  sid: 'sid',
} as const;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/**
 * Cookie attributes of spec section 9: expiry 30 days, path /, SameSite Strict, Secure in
 * production. The access token and pid/sid live as long as a token (365 days).
 */
export const COOKIE_ATTRIBUTES = {
  expiresDays: LIFETIMES.cookieDays,
  longLivedDays: LIFETIMES.tokenDays,
  path: '/',
  sameSite: 'Strict',
  secureInProduction: true,
} as const;

/** Which cookies keep the token lifetime instead of the default 30 days. */
export const LONG_LIVED_COOKIES: readonly CookieName[] = [COOKIES.accessToken, COOKIES.pid, COOKIES.sid];

export function cookieLifetimeDays(name: CookieName): number {
  return LONG_LIVED_COOKIES.includes(name) ? COOKIE_ATTRIBUTES.longLivedDays : COOKIE_ATTRIBUTES.expiresDays;
}
