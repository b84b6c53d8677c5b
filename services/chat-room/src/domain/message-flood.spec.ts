import { describe, expect, it } from 'vitest';
import { FloodGuard } from './message-flood.js';

describe('FloodGuard', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('lets a burst through, then refuses until tokens come back at the rate', () => {
    const time = clock();
    const guard = new FloodGuard({ burst: 3, perMinute: 60 }, time.now);
    expect([guard.take('7'), guard.take('7'), guard.take('7'), guard.take('7')]).toEqual([true, true, true, false]);
    time.advance(500);
    expect(guard.take('7')).toBe(false);
    time.advance(500);
    expect(guard.take('7')).toBe(true);
    expect(guard.take('7')).toBe(false);
  });

  it('counts each member on her own', () => {
    const time = clock();
    const guard = new FloodGuard({ burst: 1, perMinute: 1 }, time.now);
    expect(guard.take('1')).toBe(true);
    expect(guard.take('1')).toBe(false);
    expect(guard.take('2')).toBe(true);
  });

  it('never holds more than the burst, however long a member was quiet', () => {
    const time = clock();
    const guard = new FloodGuard({ burst: 2, perMinute: 60 }, time.now);
    guard.take('7');
    time.advance(3_600_000);
    expect([guard.take('7'), guard.take('7'), guard.take('7')]).toEqual([true, true, false]);
  });

  it('sweeps the members whose bucket is full again, and keeps the others', () => {
    const time = clock();
    const guard = new FloodGuard({ burst: 2, perMinute: 60 }, time.now);
    guard.take('1');
    guard.take('2');
    guard.take('2');
    time.advance(1_000);
    guard.sweep();
    expect(guard.size).toBe(1);
    time.advance(1_000);
    guard.sweep();
    expect(guard.size).toBe(0);
  });
});
