import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '@dating/rules';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Screenshots of every screen the browser tests visit (gitignored; look at them). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export interface SitePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far (the site must produce none). */
  errors: string[];
  shot(name: string): Promise<void>;
}

/** A fresh visitor: own cookies and storage, the given width, optionally Russian, cookie banner accepted unless asked; screenshots into `screenshotDir` (web/e2e/screenshots). */
export async function openSite(
  browser: Browser,
  baseUrl: string,
  options: {
    width?: number;
    height?: number;
    lang?: 'en' | 'ru';
    acceptCookies?: boolean;
    /** A lady who accepted the women's agreement before (else it opens over a page she stays on past its launch interval). */
    agreementAccepted?: boolean;
    tag?: string;
    screenshotDir?: string;
  } = {},
): Promise<SitePage> {
  const screenshotDir = options.screenshotDir ?? SCREENSHOT_DIR;
  mkdirSync(screenshotDir, { recursive: true });
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: options.height ?? (width < 500 ? 812 : 900) },
    deviceScaleFactor: width < 500 ? 2 : 1,
    isMobile: width < 500,
    hasTouch: width < 500,
  });
  if (options.acceptCookies !== false) await context.addCookies([{ name: 'cookiePoliciesAccepted', value: 'true', url: baseUrl }]);
  if (options.agreementAccepted) await context.addCookies([{ name: COOKIES.agreementAccepted, value: 'true', url: baseUrl }]);
  // The visitor chose Russian earlier (a later choice in the page wins).
  if (options.lang === 'ru') await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'ru'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    // The sandbox payment page is the provider's (simulated) hosted page, not the member site.
    if (m.type() === 'error' && !new URL(page.url()).pathname.startsWith('/sandbox/')) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const tag = options.tag ?? `${width}${options.lang === 'ru' ? '-ru' : ''}`;
  return {
    context,
    page,
    errors,
    shot: async (name) => {
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.screenshot({ path: join(screenshotDir, `${tag}-${name}.png`), fullPage: true });
    },
  };
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.1 A and AA, and best practices) on the page as it is and fails on any
 * violation of moderate impact or worse (contrast, names, nesting, heading order...), listing each
 * with the first elements it concerns.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  // A hover tooltip is the pointer's, not the screen's: move the pointer off and let it close.
  await page.mouse.move(0, 0);
  await page
    .locator('[role=tooltip]')
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => {});
  // Judge the screen at rest: a badge fading out still shows its old number, a dialog fading in its
  // backdrop's colours. Looping animations (a spinner, the live dot) are left running.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, {
      timeout: 3_000,
    })
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact !== 'minor')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
            .join(' | ')}`,
      );
  });
  expect(violations, `accessibility of ${screen}`).toEqual([]);
}

export async function expectText(page: Page, testId: string, text: string | RegExp): Promise<void> {
  await expect.poll(async () => (await page.getByTestId(testId).first().textContent())?.trim() ?? '', { timeout: 15_000 }).toMatch(text);
}

/** Opens the sign-up modal from the header (or the mobile menu) and creates an account. */
export async function register(site: SitePage, who: { name: string; email: string; password: string; userType?: 'man' | 'woman' }): Promise<void> {
  const { page } = site;
  await page.getByTestId('open-registration').click();
  const dialog = page.getByTestId('registration-modal');
  await dialog.waitFor();
  if (who.userType === 'woman') await dialog.getByTestId('user-type-woman').click();
  await dialog.getByLabel(/^(Name|Имя)/).fill(who.name);
  await dialog.getByLabel(/^(Email|Эл\. почта)/).fill(who.email);
  await dialog
    .getByLabel(/^(Password|Пароль)/, { exact: false })
    .first()
    .fill(who.password);
  await site.shot('registration');
  await dialog.getByTestId('captcha').click();
  await dialog.locator('[data-testid=captcha][aria-checked=true]').waitFor();
  await dialog.getByTestId('registration-submit').click();
  await page.waitForURL('**/myProfile');
}

export async function signIn(site: SitePage, email: string, password: string): Promise<void> {
  const { page } = site;
  await page.getByTestId('open-registration').waitFor();
  const button = page.getByTestId('open-login');
  if (await button.isVisible()) await button.click();
  else {
    await page.getByTestId('menu-button').click();
    await page.getByRole('button', { name: /^(Sign in|Войти)$/ }).click();
  }
  const dialog = page.getByTestId('login-modal');
  await dialog.waitFor();
  await dialog.getByLabel(/^(Email|Эл\. почта)/).fill(email);
  await dialog.getByLabel(/^(Password|Пароль)/).fill(password);
  await dialog.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

export async function signOut(site: SitePage): Promise<void> {
  const { page } = site;
  await page.locator('[data-testid=account-menu], [data-testid=menu-button]').first().waitFor();
  if (!(await page.getByTestId('menu-button').isVisible())) {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
  } else {
    await page.getByTestId('menu-button').click();
    await page.getByRole('button', { name: /^(Logout|Выйти)$/ }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('open-registration').waitFor();
}

/** Opens the payments choice modal of the pack of `credits` (its Buy button on /buy/credits). */
export async function openPaymentsChoice(site: SitePage, credits: number): Promise<Locator> {
  const { page } = site;
  await page.getByTestId(`pack-${credits}`).getByRole('button').click();
  const modal = page.getByTestId('payments-choice-modal');
  await modal.getByTestId('payments-choice-continue').waitFor();
  // Faded in (a screenshot mid-fade shows it half transparent over the page).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  return modal;
}

/** Buys the pack of `credits` (Buy, then the card in the payments choice modal) on the sandbox provider's hosted page with `card`; back on the packs page. */
export async function buyPack(site: SitePage, credits: number, card: string): Promise<void> {
  const { page } = site;
  await page.goto('/buy/credits');
  const modal = await openPaymentsChoice(site, credits);
  await modal.getByTestId('payments-choice-continue').click();
  await page.waitForURL(/\/sandbox\/pay/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Test Member');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL((url) => url.pathname === '/buy/credits');
}
