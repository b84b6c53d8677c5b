import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, requestBuckets, tooManyRequestsMessage } from './request-limits.js';

describe('registration and password-reset limits', () => {
  it('counts a request per e-mail (normalized) and per address', () => {
    expect(requestBuckets('registration', ' Anna@Example.COM', '203.0.113.9')).toEqual([
      { scope: 'registration:email', key: 'anna@example.com', limit: { max: 5, windowMs: 3_600_000 } },
      { scope: 'registration:address', key: '203.0.113.9', limit: { max: 10, windowMs: 3_600_000 } },
    ]);
    expect(requestBuckets('password-reset', 'a@b.co', null)).toEqual([
      { scope: 'password-reset:email', key: 'a@b.co', limit: REQUEST_LIMITS['password-reset'].email },
    ]);
  });

  it('says how long to wait', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many attempts. Try again in 1 minute');
    expect(tooManyRequestsMessage(42)).toBe('Too many attempts. Try again in 42 minutes');
  });
});
