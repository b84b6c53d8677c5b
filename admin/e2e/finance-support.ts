import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openSite, type SitePage } from '../../web/e2e/site.js';
import { SCREENSHOT_DIR } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET, freshTotp } from './totp.js';

/**
 * Helpers of the finance browser tests: the staff sign-in with its second factor (docs/admin-api.md,
 * "Staff access"), a back-office page in the chosen language, and reading the screens.
 */

export const DEMO_PASSWORD = 'demo-password';

export interface StaffAccount {
  email: string;
  password: string;
  /** Filled by ensureEnrolled: the account's TOTP secret. */
  secret?: string;
}

/**
 * Makes sure the staff account has a TOTP app: in full mode the demo staff enroll at the first
 * sign-in (the API answers `step: "enroll"` with a new secret), which this does through the API
 * so the browser test then signs in as on any later day; in the embedded default the demo secret
 * is already enrolled.
 */
export async function ensureEnrolled(baseUrl: string, who: StaffAccount): Promise<StaffAccount> {
  if (who.secret) return who;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/admin-api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`auth/${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const first = await post('sign-in', { email: who.email, password: who.password });
  if (first.step === 'enroll') {
    const secret = String(first.secret);
    await post('enroll', { ticket: first.ticket, code: await freshTotp(secret, who.email) });
    who.secret = secret;
  } else {
    who.secret = DEMO_STAFF_TOTP_SECRET;
  }
  return who;
}

/** The back office in its own browser context (own storage), at `width`, in English or Russian. */
export async function openBackOffice(browser: Browser, baseUrl: string, options: { width?: number; lang?: 'en' | 'ru'; tag?: string } = {}): Promise<SitePage> {
  const lang = options.lang ?? 'en';
  const site = await openSite(browser, baseUrl, {
    width: options.width,
    tag: options.tag ?? `admin-${options.width ?? 1280}-${lang}`,
    screenshotDir: SCREENSHOT_DIR,
  });
  // react-admin's store (App.tsx: localStorageStore under "amoria-admin", version 1) keeps the chosen language.
  await site.context.addInitScript((locale) => {
    if (!localStorage.getItem('RaStoreamoria-admin.locale')) {
      localStorage.setItem('RaStoreamoria-admin.version', '1');
      localStorage.setItem('RaStoreamoria-admin.locale', JSON.stringify(locale));
    }
  }, lang);
  return site;
}

/** Signs in on the back office's sign-in page: e-mail and password, then the authenticator's code. */
export async function signInStaff(site: SitePage, who: StaffAccount): Promise<void> {
  const { page } = site;
  await page.goto('/admin/login');
  await page.getByLabel(/^(E-mail|Эл\. почта)/).fill(who.email);
  await page.getByLabel(/^(Password|Пароль)/).fill(who.password);
  await page.getByRole('button', { name: /^(Continue|Продолжить)$/ }).click();
  const code = page.getByLabel(/^(6-digit code|6-значный код)/);
  await code.waitFor();
  await code.fill(await freshTotp(who.secret!, who.email));
  await page.getByRole('button', { name: /^(Sign in|Войти)$/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

/** The text of a test id, trimmed, once it matches (react-admin refetches after a mutation). */
export async function expectTestId(page: Page, testId: string, text: string | RegExp): Promise<void> {
  await expect.poll(async () => (await page.getByTestId(testId).first().textContent())?.trim() ?? '', { timeout: 15_000 }).toMatch(text);
}

/** A number as the back office shows credits in English ("1,225") or Russian ("1 225"). */
export function creditsText(n: number, lang: 'en' | 'ru' = 'en'): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 0 }).format(n);
}
