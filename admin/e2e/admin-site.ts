import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as site from '../../web/e2e/site.js';
import { freshTotp } from './totp.js';

/** The back office's screenshots (gitignored; look at them). */
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

export type AdminPage = Awaited<ReturnType<typeof site.openSite>>;
/** The member site's axe-core check (WCAG 2.1 A/AA and best practices, moderate or worse fails). */
export const expectAccessible = site.expectAccessible;

/** Demo staff of the embedded default (README): one per role, the same password. */
export const DEMO_STAFF = {
  admin: 'admin@demo.local',
  finance: 'finance@demo.local',
  site_moderator: 'site.moderator@demo.local',
  agency_moderator: 'agency.moderator@demo.local',
} as const;
export const DEMO_PASSWORD = 'demo-password';

/** A Site API answer (spec section 7), as the browser tests read it. */
export type Envelope<T = unknown> = { status: boolean; code?: number; desc?: string; result: T };

/** POSTs `body` to the Site API of the product at `base` (with a member's token), answering the envelope. */
export async function siteApi<T>(base: string, path: string, body: unknown = {}, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** Signs a demo member in through the Site API: her token and id. */
export async function signInMember(base: string, email: string): Promise<{ token: string; id: number }> {
  const r = await siteApi<{ access_token: string; user_id: number }>(base, 'member/sign-in', { email, password: DEMO_PASSWORD });
  expect(r.status, JSON.stringify(r)).toBe(true);
  return { token: r.result.access_token, id: Number(r.result.user_id) };
}

/**
 * A fresh browser on the back office: its own storage, the given width (and height, else the
 * member site's default for the width) and language (the choice a staff member made earlier, read
 * by admin/src/i18n), screenshots tagged `admin-<width>-<lang>`.
 */
export async function openAdmin(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; height?: number; lang?: 'en' | 'ru'; storageState?: string } = {},
): Promise<AdminPage> {
  const width = options.width ?? 1280;
  const lang = options.lang ?? 'en';
  const admin = await site.openSite(browser, baseUrl, { width, height: options.height, tag: `admin-${width}-${lang}`, screenshotDir: SCREENSHOT_DIR });
  await admin.context.addInitScript((l) => localStorage.getItem('admin.locale') ?? localStorage.setItem('admin.locale', l), lang);
  return admin;
}

/** Copies a signed-in session (the back office keeps it in localStorage) into another browser, at another width or language. */
export async function shareSession(from: Page, to: AdminPage): Promise<void> {
  const session = await from.evaluate(() => localStorage.getItem('admin.session'));
  if (!session) throw new Error('not signed in');
  await to.context.addInitScript((s) => localStorage.getItem('admin.session') ?? localStorage.setItem('admin.session', s), session);
}

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByTestId('login-credentials').waitFor();
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs a staff member in: password, then a TOTP code of `secret` (or a recovery code); lands on the dashboard. */
export async function signInStaff(
  admin: AdminPage,
  email: string,
  second: { secret: string } | { recoveryCode: string },
  password = DEMO_PASSWORD,
): Promise<void> {
  const { page } = admin;
  await fillCredentials(page, email, password);
  await page.getByTestId('login-verify').waitFor();
  if ('secret' in second) {
    await page.getByTestId('code-input').fill(await freshTotp(second.secret, email));
  } else {
    await page.getByTestId('toggle-recovery').click();
    await page.getByTestId('recovery-code-input').fill(second.recoveryCode);
  }
  await page.getByTestId('verify-submit').click();
  await page.getByTestId('dashboard-welcome').waitFor();
}

/** Signs in a staff member who has no TOTP yet: reads the secret off the enrolment step, confirms a code, keeps the recovery codes. */
export async function enrollStaff(admin: AdminPage, email: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { page } = admin;
  await fillCredentials(page, email, password);
  await page.getByTestId('login-enroll').waitFor();
  await page.getByTestId('totp-qr').waitFor();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await admin.shot('login-enroll');
  await expectAccessible(admin.page, 'login-enroll');
  await page.getByTestId('code-input').fill(await freshTotp(secret, email));
  await page.keyboard.press('Enter');
  await page.getByTestId('login-recovery-codes').waitFor();
  const recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  await admin.shot('login-recovery-codes');
  await expectAccessible(admin.page, 'login-recovery-codes');
  await expect.poll(() => page.getByTestId('codes-continue').isDisabled()).toBe(true);
  await page.getByTestId('codes-saved').check();
  await page.getByTestId('codes-continue').click();
  await page.getByTestId('dashboard-welcome').waitFor();
  return { secret, recoveryCodes };
}

/** The hrefs of the side menu (the sidebar at desktop width; opened first on a phone). */
export async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByTestId('app-menu');
  await page.getByTestId('dashboard-welcome').or(page.locator('.RaList-main, .RaShow-main, .RaEdit-main')).first().waitFor();
  // On a phone the menu is a drawer behind the app bar's menu button.
  if (!(await menu.isVisible())) await page.locator('.RaAppBar-menuButton').first().click();
  await menu.locator('a').first().waitFor();
  return menu.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

export async function signOutStaff(admin: AdminPage): Promise<void> {
  const { page } = admin;
  // The user menu's button: the staff member's name then "(Profile)" on a desktop, an icon named so on a phone.
  await page.getByRole('button', { name: /\((Profile|Профиль)\)$/ }).click();
  await page.getByRole('menuitem', { name: /^(Logout|Выход|Выйти)$/ }).click();
  await page.getByTestId('login-credentials').waitFor();
}
