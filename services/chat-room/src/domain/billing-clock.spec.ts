import { describe, expect, it } from 'vitest';
import { goneTooLong, minuteChargeKey, minutesDue, nextMinuteAt, startedMinutePaid } from './billing-clock.js';

describe('the billing clock', () => {
  const clock = { startedAtMs: 1_000, minuteMs: 1_000, minutesCharged: 0 };

  it('owes nothing within the first minute', () => {
    expect(minutesDue(clock, 1_999)).toBe(0);
  });

  it('owes each whole minute once', () => {
    expect(minutesDue(clock, 2_000)).toBe(1);
    expect(minutesDue({ ...clock, minutesCharged: 1 }, 2_500)).toBe(0);
    expect(minutesDue({ ...clock, minutesCharged: 1 }, 4_100)).toBe(2);
  });

  it('never owes a negative count, even with a clock behind the start', () => {
    expect(minutesDue({ ...clock, minutesCharged: 3 }, 500)).toBe(0);
  });

  it('schedules the next minute after the charged ones', () => {
    expect(nextMinuteAt({ ...clock, minutesCharged: 2 })).toBe(4_000);
  });

  it('stops a member only after the grace', () => {
    expect(goneTooLong(null, 100, 10_000)).toBe(false);
    expect(goneTooLong(9_950, 100, 10_000)).toBe(false);
    expect(goneTooLong(9_900, 100, 10_000)).toBe(true);
  });

  it('keys a minute by the session and its number', () => {
    expect(minuteChargeKey('s1', 3)).toBe('chat:s1:m3');
  });
});

describe('the minute in progress when a session stops', () => {
  // Started at 0, 60 s minutes, two charged: the third runs from 120 s.
  const clock = { startedAtMs: 0, minuteMs: 60_000, minutesCharged: 2 };
  const ended = { reason: 'ended' as const, manLeft: false };

  it('is paid when a member ends the chat or the man left, once its first 5 s are past', () => {
    expect(startedMinutePaid(clock, ended, 171_000)).toBe(true);
    expect(startedMinutePaid(clock, ended, 125_000)).toBe(true);
    expect(startedMinutePaid(clock, { reason: 'userOffline', manLeft: true }, 150_000)).toBe(true);
  });

  it('is free in its first seconds (a tenth of a short minute), and whenever he could not use it', () => {
    expect(startedMinutePaid(clock, ended, 124_999)).toBe(false);
    expect(startedMinutePaid({ startedAtMs: 0, minuteMs: 2_000, minutesCharged: 2 }, ended, 4_199)).toBe(false);
    expect(startedMinutePaid({ startedAtMs: 0, minuteMs: 2_000, minutesCharged: 2 }, ended, 4_200)).toBe(true);
    expect(startedMinutePaid(clock, { reason: 'userOffline', manLeft: false }, 170_000)).toBe(false);
    expect(startedMinutePaid(clock, { reason: 'lowBalance', manLeft: false }, 170_000)).toBe(false);
    expect(startedMinutePaid(clock, { reason: 'paymentError', manLeft: true }, 170_000)).toBe(false);
  });

  it("is paid from a session's first second unless the lady ended it (ending after each answer and writing again is not free)", () => {
    const first = { startedAtMs: 0, minuteMs: 60_000, minutesCharged: 0 };
    expect(startedMinutePaid(first, { ...ended, endedBy: 'man' }, 300)).toBe(true);
    expect(startedMinutePaid(first, { reason: 'userOffline', manLeft: true }, 300)).toBe(true);
    expect(startedMinutePaid(first, { ...ended, endedBy: 'woman' }, 300)).toBe(false);
    expect(startedMinutePaid(first, { ...ended, endedBy: 'woman' }, 5_000)).toBe(true);
    expect(startedMinutePaid(first, { reason: 'userOffline', manLeft: false }, 300)).toBe(false);
    expect(startedMinutePaid(first, { reason: 'lowBalance', manLeft: false }, 300)).toBe(false);
  });
});
