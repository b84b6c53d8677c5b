import { COOKIE_ATTRIBUTES, cookieLifetimeDays, type CookieName } from '@dating/rules';

/**
 * Cookies of spec section 3 with the attributes of section 9: path /, SameSite Strict, 30 days
 * (365 for the access token, pid and sid), Secure in production over HTTPS.
 */
export interface CookieOptions {
  /** Days until expiry; `null` makes a session cookie (gone when the browser closes). */
  days?: number | null;
}

function secure(): boolean {
  return COOKIE_ATTRIBUTES.secureInProduction && import.meta.env.PROD && typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getCookie(name: CookieName): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: CookieName, value: string, options: CookieOptions = {}): void {
  const days = options.days === undefined ? cookieLifetimeDays(name) : options.days;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${COOKIE_ATTRIBUTES.path}`, `SameSite=${COOKIE_ATTRIBUTES.sameSite}`];
  if (days !== null) parts.push(`expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`);
  if (secure()) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: CookieName): void {
  document.cookie = `${name}=; path=${COOKIE_ATTRIBUTES.path}; SameSite=${COOKIE_ATTRIBUTES.sameSite}; expires=Thu, 01 Jan 1970 00:00:00 GMT${secure() ? '; Secure' : ''}`;
}

export function getJsonCookie<T>(name: CookieName): T | null {
  const raw = getCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
