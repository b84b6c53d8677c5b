import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { type I18nProvider, mergeTranslations, resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { RESOURCES } from '../resources';
import { en } from './en';
import { raRussian } from './ra-russian';
import { ru } from './ru';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** react-admin's strings, the app's, and every resource's own (`resources.<name>.*` from its messages.ts). */
export function messagesFor(locale: Locale): TranslationMessages {
  const resources = Object.fromEntries(RESOURCES.map((r) => [r.name, r.messages[locale]]));
  return mergeTranslations(locale === 'ru' ? raRussian : englishMessages, locale === 'ru' ? ru : en, { resources }) as TranslationMessages;
}

const MESSAGES: Record<Locale, TranslationMessages> = { en: messagesFor('en'), ru: messagesFor('ru') };

/** Where the chosen language is kept: react-admin's own store is reset at sign-out, this survives it. */
export const LOCALE_KEY = 'admin.locale';

/** The language chosen before (app bar or sign-in page), else the browser's. */
export function initialLocale(): Locale {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LOCALE_KEY);
  } catch {
    chosen = null;
  }
  if (chosen === 'en' || chosen === 'ru') return chosen;
  return resolveBrowserLocale('en') === 'ru' ? 'ru' : 'en';
}

if (typeof document !== 'undefined') document.documentElement.lang = initialLocale();

const polyglot = polyglotI18nProvider((locale) => MESSAGES[locale === 'ru' ? 'ru' : 'en'], initialLocale(), [...LOCALES]);

/** react-admin's polyglot provider; a change of language is remembered for the next visit. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // private mode: the choice lasts for this page only
    }
  },
};
