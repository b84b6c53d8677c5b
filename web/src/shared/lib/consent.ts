import { COOKIES, type CookiePreferenceKey } from '@dating/rules';
import { create } from 'zustand';
import { getCookie, getJsonCookie, setCookie } from './cookies';

export type CookiePreferences = Record<CookiePreferenceKey, boolean>;

export const DEFAULT_PREFERENCES: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false };

interface ConsentState {
  /** `cookiePoliciesAccepted`: the banner shows until this is true. */
  accepted: boolean;
  preferences: CookiePreferences;
  /** Accept all: necessary, functional and analytics (and marketing) on, acceptance recorded. */
  acceptAll(): void;
  save(preferences: CookiePreferences): void;
}

function read(): CookiePreferences {
  return { ...DEFAULT_PREFERENCES, ...getJsonCookie<Partial<CookiePreferences>>(COOKIES.cookiePreferences), necessary: true };
}

export const useConsent = create<ConsentState>((set) => ({
  accepted: getCookie(COOKIES.cookiePoliciesAccepted) === 'true',
  preferences: read(),
  acceptAll() {
    const preferences: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };
    setCookie(COOKIES.cookiePreferences, JSON.stringify(preferences));
    setCookie(COOKIES.cookiePoliciesAccepted, 'true');
    set({ accepted: true, preferences });
  },
  save(preferences) {
    const stored = { ...preferences, necessary: true };
    setCookie(COOKIES.cookiePreferences, JSON.stringify(stored));
    setCookie(COOKIES.cookiePoliciesAccepted, 'true');
    set({ accepted: true, preferences: stored });
  },
}));
