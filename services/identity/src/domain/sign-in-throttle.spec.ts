import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, throttleMessage, throttleVerdict } from './sign-in-throttle.js';

const now = new Date('2025-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('sign-in throttle', () => {
  it('allows up to 9 failures in the window', () => {
    const failures = Array.from({ length: 9 }, (_, i) => ago(i * MIN));
    expect(throttleVerdict(failures, now)).toEqual({ blocked: false, remaining: 1 });
  });

  it('blocks at the 10th failure in 15 minutes, until the 10th most recent one leaves the window', () => {
    const failures = Array.from({ length: 10 }, (_, i) => ago(i * MIN)); // 0..9 minutes ago
    const verdict = throttleVerdict(failures, now);
    expect(verdict).toEqual({ blocked: true, retryAfterMs: 6 * MIN, retryAfterMinutes: 6 });
    // Just before it leaves the window: still blocked; then open.
    expect(throttleVerdict(failures, new Date(now.getTime() + 6 * MIN - 1)).blocked).toBe(true);
    expect(throttleVerdict(failures, new Date(now.getTime() + 6 * MIN)).blocked).toBe(false);
  });

  it('ignores failures older than the window and in the future', () => {
    const failures = [...Array.from({ length: 9 }, () => ago(MIN)), ago(15 * MIN), ago(20 * MIN), new Date(now.getTime() + MIN)];
    expect(throttleVerdict(failures, now).blocked).toBe(false);
  });

  it('with many failures, waits for the 10th most recent one, not the oldest', () => {
    const failures = [...Array.from({ length: 20 }, (_, i) => ago(14 * MIN - i * 1000))];
    const verdict = throttleVerdict(failures, now);
    // The 10 most recent failed 13m41s..13m50s ago; the 10th of them leaves the window in 70 s.
    expect(verdict).toMatchObject({ blocked: true, retryAfterMs: MIN + 10_000, retryAfterMinutes: 2 });
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    const failures = Array.from({ length: 10 }, () => ago(15 * MIN - 1000));
    expect(throttleVerdict(failures, now)).toMatchObject({ blocked: true, retryAfterMs: 1000, retryAfterMinutes: 1 });
    expect(throttleMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute');
    expect(throttleMessage(15)).toBe('Too many sign-in attempts. Try again in 15 minutes');
  });

  it('property: blocked exactly when 10 or more failures fall in the window, and the wait never exceeds it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * MIN }), { maxLength: 40 }), (agesMs) => {
        const verdict = throttleVerdict(agesMs.map(ago), now);
        const inWindow = agesMs.filter((a) => a < SIGN_IN_THROTTLE.windowMs).length;
        expect(verdict.blocked).toBe(inWindow >= SIGN_IN_THROTTLE.maxFailures);
        if (verdict.blocked) {
          expect(verdict.retryAfterMs).toBeGreaterThan(0);
          expect(verdict.retryAfterMs).toBeLessThanOrEqual(SIGN_IN_THROTTLE.windowMs);
          // After waiting, it is open (when nothing else fails meanwhile).
          expect(throttleVerdict(agesMs.map(ago), new Date(now.getTime() + verdict.retryAfterMs)).blocked).toBe(false);
        }
      }),
    );
  });
});
