import { LANGUAGES, type Language } from '@dating/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteApi } from '@/shared/api';
import { useSession } from '@/shared/store/session-store';

/** `user/settings/set-language`: the language the site shows a signed-in member in; her e-mails are written in it. */
export function setMemberLanguage(language: Language): Promise<{ language: Language }> {
  return siteApi.post<{ language: Language }>('user/settings/set-language', { language });
}

/** The session and language last told in this page (a failed call is tried again on the next change or load). */
let told: string | null = null;

/**
 * Tells identity the interface language of the signed-in member: at sign-in, at each switch, and once
 * per page load, so the e-mails she gets read in the language she reads the site in.
 */
export function useMemberLanguageSync(): void {
  const token = useSession((s) => s.token);
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!token || !(LANGUAGES as readonly string[]).includes(language)) return;
    const key = `${token}:${language}`;
    if (told === key) return;
    told = key;
    setMemberLanguage(language as Language).catch(() => {
      if (told === key) told = null;
    });
  }, [token, language]);
}
