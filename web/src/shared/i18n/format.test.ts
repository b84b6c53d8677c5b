import { describe, expect, it } from 'vitest';
import { formatters } from './format';

describe('listDate', () => {
  const now = new Date(2026, 10, 28, 18, 30);

  it('shows the time for today, the day for this year and the whole date before, in the interface language', () => {
    const en = formatters('en');
    expect(en.listDate(new Date(2026, 10, 28, 9, 5), now)).toBe('9:05 AM');
    expect(en.listDate(new Date(2026, 10, 27, 23, 59), now)).toBe('Nov 27');
    expect(en.listDate(new Date(2025, 11, 31, 12, 0), now)).toBe('Dec 31, 2025');
    const ru = formatters('ru');
    // Russian writes a clock time with two-digit hours, as the letters and the chat do.
    expect(ru.listDate(new Date(2026, 10, 28, 9, 5), now)).toBe('09:05');
    expect(ru.listDate(new Date(2026, 10, 28, 2, 20), now)).toBe('02:20');
    expect(ru.listDate(new Date(2026, 10, 28, 14, 0), now)).toBe('14:00');
    expect(ru.listDate(new Date(2026, 2, 8, 10, 0), now)).toBe('8 мар.');
    expect(ru.listDate(new Date(2025, 11, 31, 12, 0), now)).toBe('31 дек. 2025 г.');
  });

  it('answers nothing for a value that is not a date', () => {
    expect(formatters('en').listDate('not a date', now)).toBe('');
  });
});

describe('calendarDate', () => {
  it('writes a birthday as its day in the interface language, whatever the time zone', () => {
    expect(formatters('en').calendarDate('1996-11-06')).toBe('November 6, 1996');
    expect(formatters('ru').calendarDate('1996-01-01')).toBe('1 января 1996 г.');
    expect(formatters('en').calendarDate('1996-13-45')).toBe('');
    expect(formatters('en').calendarDate('not a date')).toBe('');
  });
});
