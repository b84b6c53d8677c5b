import { describe, expect, it } from 'vitest';
import { isOnline, onlineAfterActivity, PRESENCE } from './presence.js';

describe('presence', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('activity keeps a member online for five minutes', () => {
    const until = onlineAfterActivity(now);
    expect(until.getTime() - now.getTime()).toBe(PRESENCE.onlineWindowMs);
    expect(isOnline({ onlineUntil: until }, new Date(now.getTime() + 4 * 60_000))).toBe(true);
    expect(isOnline({ onlineUntil: until }, new Date(now.getTime() + 5 * 60_000))).toBe(false);
  });

  it('never seen is offline; a chat connection (the far future) is online', () => {
    expect(isOnline({ onlineUntil: null }, now)).toBe(false);
    expect(isOnline({ onlineUntil: new Date(8_640_000_000_000_000) }, now)).toBe(true);
  });
});
