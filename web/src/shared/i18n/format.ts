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
    number: (v: number) => number.format(v),
    usd: (v: number) => usd.format(v),
  };
}

export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
