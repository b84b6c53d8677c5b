import { useLocaleState } from 'react-admin';

/** The Intl locale of the back office's language (the staff member's choice in the app bar). */
export function intlLocale(locale: string | undefined): string {
  return locale === 'ru' ? 'ru-RU' : 'en-US';
}

/** The Intl locale of the language chosen now; fields format money, credits and dates with it. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}

/** Cents as US dollars with two decimals ("$12.50" / "12,50 $"). */
export function formatUsdCents(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined || !Number.isFinite(Number(cents))) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(cents) / 100);
}

/** Credits are whole numbers; `signed` writes +5 / −5 (a ledger delta). */
export function formatCredits(value: number | null | undefined, locale: string, options: { signed?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(Number(value))) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: options.signed ? 'exceptZero' : 'auto' }).format(Math.trunc(Number(value)));
}

/** A date (and time) in the chosen language; null and unparseable values are empty. */
export function formatDate(value: string | number | Date | null | undefined, locale: string, options: { time?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Numeric (23.11.2026, 15:08 / 11/23/2026, 03:08 PM): short enough for a table column.
  return options.time
    ? date.toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Dollars typed in a form (12.5) as whole cents (1250), and back. */
export const dollarsToCents = (dollars: unknown): number | null => {
  if (dollars === null || dollars === undefined || dollars === '') return null;
  const n = Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
export const centsToDollars = (cents: unknown): number | '' => {
  if (cents === null || cents === undefined || cents === '') return '';
  const n = Number(cents);
  return Number.isFinite(n) ? n / 100 : '';
};

/**
 * Wide tables scroll inside their card instead of widening the page: the list's (or the show
 * page's) main column takes its width from the layout, not from its content (`contain:
 * inline-size`), and the table wrapper scrolls. Spread into the `sx` of a List or Show.
 */
export const FIT_LIST_SX = { '& .RaList-main': { contain: 'inline-size' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;
export const FIT_SHOW_SX = { '& .RaShow-main': { contain: 'inline-size' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;
