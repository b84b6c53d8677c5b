import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { en: 'en-US', ru: 'ru-RU' };

export function localeOf(lng: string): string {
  return LOCALES[lng] ?? 'en-US';
}

/** Dates, numbers and money in the interface language. Prices are in US dollars (the packs' currency). */
export function formatters(lng: string) {
  const locale = localeOf(lng);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  // A clock time as each language writes it: English '9:05 AM', Russian '09:05' (two-digit hours, as the letters and chat show).
  const clock = new Intl.DateTimeFormat(locale, { hour: locale === 'ru-RU' ? '2-digit' : 'numeric', minute: '2-digit' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const calendarDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const valid = (v: string | number | Date) => {
    const d = v instanceof Date ? v : new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  };
  return {
    locale,
    dateTime: (v: string | number | Date) => {
      const d = valid(v);
      return d ? dateTime.format(d) : '';
    },
    date: (v: string | number | Date) => {
      const d = valid(v);
      return d ? date.format(d) : '';
    },
    /** A calendar day with no time of day ('1996-11-06', a birthday): the same day in every time zone. */
    calendarDate: (v: string) => {
      const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? valid(`${v}T00:00:00Z`) : null;
      return d ? calendarDate.format(d) : '';
    },
    /** A list's timestamp, as mail apps show it: the time today, the day this year, the date before. */
    listDate: (v: string | number | Date, now: Date = new Date()) => {
      const d = valid(v);
      if (!d) return '';
      if (d.toDateString() === now.toDateString()) return clock.format(d);
      return d.getFullYear() === now.getFullYear() ? dayMonth.format(d) : shortDate.format(d);
    },
    number: (v: number) => number.format(v),
    usd: (v: number) => usd.format(v),
  };
}

export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
