import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, resolveBrowserLocale, type TranslationMessages } from 'react-admin';
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

/** The browser's language when the staff member has not chosen one; the choice (app bar) is kept in react-admin's store. */
export function initialLocale(): Locale {
  return resolveBrowserLocale('en') === 'ru' ? 'ru' : 'en';
}

export const i18nProvider = polyglotI18nProvider((locale) => MESSAGES[locale === 'ru' ? 'ru' : 'en'], initialLocale(), [...LOCALES]);
