import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey, combinedVerdict, limitVerdict, type RateLimit } from './rate-limit.js';

const now = new Date('2025-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const TEN_IN_15: RateLimit = { max: 10, windowMs: 15 * MIN };

describe('sliding-window limit', () => {
  it('allows up to 9 attempts in the window', () => {
    const hits = Array.from({ length: 9 }, (_, i) => ago(i * MIN));
    expect(limitVerdict(hits, now, TEN_IN_15)).toEqual({ blocked: false, remaining: 1 });
  });

  it('blocks at the 10th attempt in 15 minutes, until the 10th most recent one leaves the window', () => {
    const hits = Array.from({ length: 10 }, (_, i) => ago(i * MIN)); // 0..9 minutes ago
    expect(limitVerdict(hits, now, TEN_IN_15)).toEqual({ blocked: true, retryAfterMs: 6 * MIN, retryAfterMinutes: 6 });
    // Just before it leaves the window: still blocked; then open.
    expect(limitVerdict(hits, new Date(now.getTime() + 6 * MIN - 1), TEN_IN_15).blocked).toBe(true);
    expect(limitVerdict(hits, new Date(now.getTime() + 6 * MIN), TEN_IN_15).blocked).toBe(false);
  });

  it('ignores attempts older than the window and in the future', () => {
    const hits = [...Array.from({ length: 9 }, () => ago(MIN)), ago(15 * MIN), ago(20 * MIN), new Date(now.getTime() + MIN)];
    expect(limitVerdict(hits, now, TEN_IN_15).blocked).toBe(false);
  });

  it('with many attempts, waits for the 10th most recent one, not the oldest', () => {
    const hits = Array.from({ length: 20 }, (_, i) => ago(14 * MIN - i * 1000));
    // The 10 most recent came 13m41s..13m50s ago; the 10th of them leaves the window in 70 s.
    expect(limitVerdict(hits, now, TEN_IN_15)).toMatchObject({ blocked: true, retryAfterMs: MIN + 10_000, retryAfterMinutes: 2 });
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    const hits = Array.from({ length: 10 }, () => ago(15 * MIN - 1000));
    expect(limitVerdict(hits, now, TEN_IN_15)).toMatchObject({ blocked: true, retryAfterMs: 1000, retryAfterMinutes: 1 });
  });

  it('property: blocked exactly when max or more attempts fall in the window, and the wait never exceeds it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * MIN }), { maxLength: 40 }), (agesMs) => {
        const verdict = limitVerdict(agesMs.map(ago), now, TEN_IN_15);
        const inWindow = agesMs.filter((a) => a < TEN_IN_15.windowMs).length;
        expect(verdict.blocked).toBe(inWindow >= TEN_IN_15.max);
        if (verdict.blocked) {
          expect(verdict.retryAfterMs).toBeGreaterThan(0);
          expect(verdict.retryAfterMs).toBeLessThanOrEqual(TEN_IN_15.windowMs);
          // After waiting, it is open (when nothing else is attempted meanwhile).
          expect(limitVerdict(agesMs.map(ago), new Date(now.getTime() + verdict.retryAfterMs), TEN_IN_15).blocked).toBe(false);
        }
      }),
    );
  });
});

describe('several limits on one attempt', () => {
  const hour: RateLimit = { max: 3, windowMs: 60 * MIN };

  it('is open when every limit is, with the smallest number of attempts left', () => {
    expect(
      combinedVerdict(
        [
          { limit: TEN_IN_15, hits: [ago(MIN)] },
          { limit: hour, hits: [ago(MIN)] },
        ],
        now,
      ),
    ).toEqual({ blocked: false, remaining: 2 });
  });

  it('is blocked when any limit is, and waits for the last blocked one to open', () => {
    const tenIn15 = Array.from({ length: 10 }, () => ago(14 * MIN)); // opens in 1 minute
    const threeInHour = [ago(50 * MIN), ago(40 * MIN), ago(5 * MIN)]; // opens in 10 minutes
    expect(combinedVerdict([{ limit: hour, hits: threeInHour }], now)).toMatchObject({ blocked: true, retryAfterMinutes: 10 });
    expect(
      combinedVerdict(
        [
          { limit: TEN_IN_15, hits: tenIn15 },
          { limit: hour, hits: threeInHour },
        ],
        now,
      ),
    ).toEqual({ blocked: true, retryAfterMs: 10 * MIN, retryAfterMinutes: 10 });
    expect(
      combinedVerdict(
        [
          { limit: TEN_IN_15, hits: tenIn15 },
          { limit: hour, hits: [] },
        ],
        now,
      ),
    ).toEqual({ blocked: true, retryAfterMs: MIN, retryAfterMinutes: 1 });
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:77:2::/64';
    for (const ip of [
      '2001:db8:77:2::1',
      '2001:db8:77:2::2',
      '2001:0DB8:0077:0002:ffff:1:2:3',
      '2001:db8:77:2:0:0:0:9',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:77:2::5'),
    ])
      expect(addressKey(ip)).toBe(key);
    expect(addressKey('2001:db8:77:3::1')).toBe('2001:db8:77:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves text that is no address as it is', () => {
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    expect(addressKey('2001:db8:zz::1')).toBe('2001:db8:zz::1');
  });
});
