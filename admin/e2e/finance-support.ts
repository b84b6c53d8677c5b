import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openSite, type SitePage } from '../../web/e2e/site.js';

/**
 * Helpers of the finance browser tests: the staff sign-in with its second factor (docs/admin-api.md,
 * "Staff access"), a back-office page in the chosen language, and reading the screens.
 */

/** The demo staff's fixed dev TOTP secret (embedded default only; full mode enrolls each at first sign-in). */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETDEMOSTAFF2345';
export const DEMO_PASSWORD = 'demo-password';

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 over the 30-second step, 6 digits (what every authenticator app shows). */
export function totp(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

const usedSteps = new Map<string, number>();

/**
 * A code for `secret` that was not used yet (a code works once) and is not about to roll over:
 * waits for the next 30-second step when needed.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const left = 30_000 - (now % 30_000);
    if (step > (usedSteps.get(secret) ?? -1) && left > 3_000) {
      usedSteps.set(secret, step);
      return totp(secret, step);
    }
    await sleep(Math.min(left + 50, 30_000));
  }
}

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
    await post('enroll', { ticket: first.ticket, code: await freshCode(secret) });
    who.secret = secret;
  } else {
    who.secret = DEMO_STAFF_TOTP_SECRET;
  }
  return who;
}

/** The back office in its own browser context (own storage), at `width`, in English or Russian. */
export async function openBackOffice(browser: Browser, baseUrl: string, options: { width?: number; lang?: 'en' | 'ru'; tag?: string } = {}): Promise<SitePage> {
  const lang = options.lang ?? 'en';
  const site = await openSite(browser, baseUrl, { width: options.width, tag: options.tag ?? `admin-${options.width ?? 1280}-${lang}` });
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
  await code.fill(await freshCode(who.secret!));
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
