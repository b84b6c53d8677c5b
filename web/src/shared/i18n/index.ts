import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dating/rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { storage } from '../lib/storage';

export const LANGUAGE_STORAGE_KEY = 'lang';

type Bundle = Record<string, unknown>;

/**
 * Two bundles per language: `core` (what the public pages need at first paint) and `account`
 * (forms, messages, member pages), which loads with the first modal or member page. English
 * core ships in the main chunk; everything else is fetched on demand.
 */
const loaders: Record<Language, { core: () => Promise<Bundle>; account: () => Promise<Bundle> }> = {
  en: { core: async () => en, account: async () => (await import('@/locales/en/account')).enAccount },
  ru: { core: async () => (await import('@/locales/ru')).ru, account: async () => (await import('@/locales/ru/account')).ruAccount },
};

const loaded = new Set<string>();
let accountWanted = false;

async function ensure(lng: Language, part: 'core' | 'account'): Promise<void> {
  const key = `${lng}:${part}`;
  if (loaded.has(key)) return;
  i18next.addResourceBundle(lng, 'translation', await loaders[lng][part](), true, true);
  loaded.add(key);
}

function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18next.language) ? (i18next.language as Language) : DEFAULT_LANGUAGE;
}

/** Loads the account strings (current language, English fallback); later language switches bring theirs too. */
export async function ensureAccountStrings(): Promise<void> {
  accountWanted = true;
  const lng = currentLanguage();
  await Promise.all([ensure(DEFAULT_LANGUAGE, 'account'), lng === DEFAULT_LANGUAGE ? null : ensure(lng, 'account')]);
}

/** A lazy import that also brings the account strings. */
export function withAccountStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ensureAccountStrings()]))[0];
}

export function storedLanguage(): Language {
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
}

async function ensureLanguage(lng: Language): Promise<void> {
  await Promise.all([ensure(lng, 'core'), accountWanted ? ensure(lng, 'account') : null]);
}

/**
 * English is the default and the fallback (spec section 2). The spec's messages use `{label}`
 * placeholders, so interpolation uses single braces everywhere.
 */
export async function initI18n(lng: Language = storedLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      // A copy: i18next merges later bundles into its store in place.
      resources: { en: { translation: structuredClone(en) } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      returnNull: false,
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
    loaded.add('en:core');
    i18next.on('languageChanged', applyDocumentLanguage);
  }
  await ensureLanguage(lng);
  await i18next.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return i18next;
}

/** The language switch: loads the bundles, switches, persists the choice, sets `<html lang>`. */
export async function setLanguage(lng: Language): Promise<void> {
  await ensureLanguage(lng);
  await i18next.changeLanguage(lng);
  storage.set(LANGUAGE_STORAGE_KEY, lng);
}

export { i18next };
