import { describe, expect, it } from 'vitest';
import { accountAddressKey, SIGN_IN_LIMITS, signInAccount, signInBuckets, throttleMessage } from './sign-in-throttle.js';

describe('sign-in throttle', () => {
  it('counts one attempt per account and address, per account and per address', () => {
    const account = signInAccount('member', ' Anna@Example.COM ');
    expect(account).toBe('member:anna@example.com');
    expect(signInBuckets(account, '203.0.113.7')).toEqual([
      { scope: 'sign-in:account', key: 'member:anna@example.com', limit: { max: 50, windowMs: 60 * 60_000 } },
      { scope: 'sign-in:account-address', key: '203.0.113.7|member:anna@example.com', limit: { max: 10, windowMs: 15 * 60_000 } },
      { scope: 'sign-in:address', key: '203.0.113.7', limit: { max: 30, windowMs: 15 * 60_000 } },
    ]);
    // Without a known address only the account counts.
    expect(signInBuckets(signInAccount('staff', 'a@b.co'), null)).toEqual([{ scope: 'sign-in:account', key: 'staff:a@b.co', limit: SIGN_IN_LIMITS.account }]);
  });

  it('keeps the account after the first "|" of the account-and-address key', () => {
    expect(accountAddressKey('member:a|b@c.co', '::ffff:10.0.0.1')).toBe('10.0.0.1|member:a|b@c.co');
    // An IPv6 address counts by its /64 here too.
    expect(accountAddressKey('member:a|b@c.co', '2001:db8:1:2::9')).toBe('2001:db8:1:2::/64|member:a|b@c.co');
  });

  it('the tight lock is per account and address; the account-wide limit is wider and slower', () => {
    expect(SIGN_IN_LIMITS.accountAddress.max).toBeLessThan(SIGN_IN_LIMITS.account.max);
    expect(SIGN_IN_LIMITS.accountAddress.windowMs).toBeLessThan(SIGN_IN_LIMITS.account.windowMs);
  });

  it('says how long to wait', () => {
    expect(throttleMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute');
    expect(throttleMessage(15)).toBe('Too many sign-in attempts. Try again in 15 minutes');
  });
});
