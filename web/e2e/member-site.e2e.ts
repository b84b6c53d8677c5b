import { captureDir, listCapturedMail } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { productInBrowser } from './browser.js';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { buyPack, expectAccessible, expectText, openPaymentsChoice, openSite, register, SCREENSHOT_DIR, signIn, signOut, type SitePage } from './site.js';

const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';

/** The screen as he sees it (a full-page shot draws a phone's full-screen modal wherever the page was scrolled to). */
async function viewShot(s: SitePage, name: string, lang: 'en' | 'ru' = 'en'): Promise<void> {
  await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}${lang === 'ru' ? '-ru' : ''}-${name}-view.png`) });
}

/**
 * The payments choice modal on a 375 px phone: full screen, nothing wider than the screen, Continue
 * and Cancel full width, Cancel under Continue.
 */
async function expectPaymentsChoiceFitsPhone(modal: Locator): Promise<void> {
  const paper = modal.getByRole('dialog');
  expect(await paper.evaluate((el) => [el, ...el.querySelectorAll('*')].every((e) => e.getBoundingClientRect().right <= 375.5))).toBe(true);
  expect(await paper.locator('.MuiDialogContent-root').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const go = await modal.getByTestId('payments-choice-continue').boundingBox();
  const cancel = await modal.getByTestId('payments-choice-cancel').boundingBox();
  expect(go && cancel).toBeTruthy();
  expect(go!.width).toBeGreaterThan(300);
  expect(cancel!.width).toBe(go!.width);
  expect(cancel!.x).toBe(go!.x);
  expect(cancel!.y).toBeGreaterThanOrEqual(go!.y + go!.height);
}

/**
 * The React member site against the real built product (embedded default) in Debian's Chromium:
 * a new man's whole path at desktop width and at 375 px, a woman on a men-only route, unknown
 * paths, the Russian interface, the contact form. Every screen is screenshotted into
 * web/e2e/screenshots/, and no screen may log a console error.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('member site in a real browser', { timeout: 240_000 }, () => {
  // E-mail digests after a second's delay (EMAIL_DIGEST_DELAY_MS), looked for twice a second, not a quarter of an hour.
  const e2e = productInBrowser({ env: { EMAIL_DIGEST_DELAY_MS: '1000', EMAIL_DIGEST_EVERY_MS: '500' } });
  const sites: SitePage[] = [];

  async function site(options: Parameters<typeof openSite>[2] = {}): Promise<SitePage> {
    const s = await openSite(e2e.browser, e2e.product.url, options);
    sites.push(s);
    return s;
  }

  it('the public home, the cookie banner, a static page and an unknown path', async () => {
    const s = await site({ acceptCookies: false });
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Meet someone');
    expect(await page.title()).toBe('International dating and introductions · Amoria');
    await page.getByTestId('cookie-banner').waitFor();
    await s.shot('home');
    await expectAccessible(page, 'home, 1280 px');
    await page.getByTestId('cookie-accept-all').click();
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    expect((await s.context.cookies()).find((c) => c.name === 'cookiePoliciesAccepted')).toMatchObject({ value: 'true', sameSite: 'Strict', path: '/' });

    const footerLinks = page.locator('footer nav a[href^="/"]');
    expect(await footerLinks.count()).toBe(14);
    await page.locator('footer').getByRole('link', { name: 'Safety Tips' }).click();
    await page.waitForURL('**/safety-tips');
    await expectText(page, 'static-title', 'Safety Tips');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await s.shot('static-safety-tips');

    await page.goto('/no/such/page');
    await page.waitForURL('**/not-found');
    await page.getByTestId('not-found').waitFor();
    expect(await page.title()).toBe('Page not found · Amoria');
    await s.shot('not-found');
    await page.getByTestId('not-found-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  });

  it('a new man registers, signs out and in, changes a setting and his password, buys credits (approved and declined)', async () => {
    const s = await site();
    const { page } = s;
    const email = `new.man.${Date.now()}@example.com`;
    await page.goto('/');
    await register(s, { name: 'Robert Hale', email, password: 'first-pass-1' });
    await expectText(page, 'profile-name', 'Robert Hale');
    await expectText(page, 'balance-value', '0');
    await s.shot('my-profile');

    await signOut(s);
    await signIn(s, email, 'first-pass-1');
    await page.goto('/myProfile');
    await expectText(page, 'profile-name', 'Robert Hale');

    // a setting: the e-mail group off, every e-mail flag with it; it persists
    await page.goto('/settings/notifications');
    await page.getByTestId('group-switch-email').locator('input').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Settings updated' }).waitFor();
    await page.reload();
    await page.getByTestId('settings-group-email').waitFor();
    expect(await page.getByTestId('group-switch-email').locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('flag-email_inbox_notification').locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('flag-sound_chat').locator('input').isChecked()).toBe(true);
    await s.shot('settings-notifications');

    // the password
    await page.goto('/settings/general');
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('New password').fill('second-pass-2');
    await form.getByLabel('Repeat password').fill('second-pass-3');
    await form.getByTestId('change-password-submit').click();
    await form.getByText('Passwords must match').waitFor();
    await form.getByLabel('Repeat password').fill('second-pass-2');
    await form.getByTestId('change-password-submit').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Password updated' }).waitFor();
    await s.shot('settings-general');
    await signOut(s);
    await signIn(s, email, 'second-pass-2');

    // credits: the sandbox approves; the postback credits the balance and the payment appears
    await page.goto('/buy/credits');
    await page.getByTestId('pack-50').waitFor();
    await s.shot('buy-credits');
    await expectAccessible(page, 'credit packs, 1280 px');
    // Buy opens the payments choice: the pack's figures and the card, chosen; Cancel closes it and nothing is asked.
    const choice = await openPaymentsChoice(s, 50);
    await expectText(page, 'payments-choice-credits', /^50\s*credits$/);
    await expectText(page, 'payments-choice-price', /^\$\d+\.\d\d$/);
    expect(await choice.getByRole('radio', { name: 'Credit or debit card' }).isChecked()).toBe(true);
    expect(await choice.getByRole('link', { name: 'Payment and Refund Policy' }).getAttribute('href')).toBe('/refund-policy');
    await viewShot(s, 'payments-choice');
    await expectAccessible(page, 'payments choice modal, 1280 px');
    await choice.getByTestId('payments-choice-cancel').click();
    await choice.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/buy\/credits$/);
    await buyPack(s, 50, APPROVE);
    await page.getByTestId('payment-approved').waitFor();
    await expectText(page, 'balance-large', '50');
    await expectText(page, 'balance-value', '50');
    await s.shot('buy-credits-approved');
    await page.goto('/payments');
    await page.getByTestId('payments-table').getByTestId('row').first().waitFor();
    expect(await page.getByTestId('payments-table').getByTestId('row').count()).toBe(1);
    expect(await page.getByTestId('payments-table').getByTestId('row').first().textContent()).toContain('50 credits');
    await s.shot('payments');

    // a declined card grants nothing
    await buyPack(s, 50, DECLINE);
    await page.getByTestId('payment-declined').waitFor();
    await s.shot('buy-credits-declined');
    await page.reload();
    await expectText(page, 'balance-large', '50');
    await page.goto('/payments');
    await page.getByTestId('payments-table').getByTestId('row').first().waitFor();
    expect(await page.getByTestId('payments-table').getByTestId('row').count()).toBe(1);

    await page.goto('/orders');
    await page.getByTestId('orders-table').waitFor();
    await page.getByText('No orders yet').waitFor();
    await s.shot('orders');

    // The header balance opens his balance; from there, what credits pay for at the live prices.
    await page.getByTestId('balance').click();
    const balanceModal = page.getByTestId('balance-modal');
    await expectText(page, 'balance-modal-value', '50');
    await balanceModal.getByTestId('balance-orders-empty').waitFor();
    await s.shot('balance-modal');
    await expectAccessible(page, 'balance modal, 1280 px');
    await balanceModal.getByRole('button', { name: 'What do credits pay for?' }).click();
    const info = page.getByTestId('credits-info-modal');
    await info.getByTestId('service-write_letter').waitFor();
    // A skeleton (no text) until the price list has come.
    await expect.poll(() => info.getByTestId('service-write_letter').getByTestId('service-price').textContent()).toMatch(/^\d+ credits?$/);
    await s.shot('credits-info-modal');
    await expectAccessible(page, 'credits info modal, 1280 px');
    await info.getByRole('button', { name: 'Buy credits' }).click();
    await page.waitForURL('**/buy/credits');
    await info.waitFor({ state: 'detached' });
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 180_000);

  it('a woman is sent to not-found from /buy/credits; her visual notifications stay on', async () => {
    const s = await site();
    const { page } = s;
    await page.goto('/');
    await signIn(s, 'anna@demo.local', 'demo-password');
    await page.goto('/buy/credits');
    await page.waitForURL('**/not-found');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('balance').count()).toBe(0);
    await page.goto('/settings/notifications');
    await page.getByTestId('settings-group-visual').waitFor();
    expect(await page.getByTestId('group-switch-visual').locator('input').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-switch-visual').locator('input').isChecked()).toBe(true);
    await s.shot('woman-settings');
    await page.goto('/myProfile');
    await expectText(page, 'profile-name', 'Anna');
    await s.shot('woman-profile');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  });

  it('the Russian interface: texts, numbers, <html lang>, and the choice persists', async () => {
    const s = await site({ lang: 'ru' });
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Встретьте того');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.title()).toBe('Международные знакомства · Amoria');
    await s.shot('home');
    await expectAccessible(page, 'home in Russian');
    await signIn(s, 'john@demo.local', 'demo-password');
    await page.goto('/buy/credits');
    await page.getByTestId('pack-150').waitFor();
    await page.getByText('Ваш баланс').waitFor();
    await expectText(page, 'balance-large', '200');
    await s.shot('buy-credits');
    await expectAccessible(page, 'credit packs in Russian');
    const choice = await openPaymentsChoice(s, 150);
    await choice.getByRole('heading', { name: 'Оформление покупки' }).waitFor();
    await expectText(page, 'payments-choice-credits', /^150\s*кредитов$/);
    expect(await choice.getByRole('radio', { name: 'Банковская карта' }).isChecked()).toBe(true);
    await viewShot(s, 'payments-choice', 'ru');
    await expectAccessible(page, 'payments choice modal in Russian');
    await choice.getByTestId('payments-choice-cancel').click();
    await choice.waitFor({ state: 'detached' });
    await page.goto('/settings/notifications');
    await page.getByText('Уведомления по эл. почте').waitFor();
    await s.shot('settings-notifications');
    await page.goto('/payments');
    await page.getByText('Платежей пока нет').waitFor();
    await s.shot('payments');
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Связаться с нами' }).waitFor();
    await s.shot('contact');

    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-en').click();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 180_000);

  it('at 375 px: the same path for a new man, with the mobile menu', async () => {
    const s = await site({ width: 375 });
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await s.shot('home');
    await expectAccessible(page, 'home, 375 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const email = `mobile.man.${Date.now()}@example.com`;
    await register(s, { name: 'Leo Park', email, password: 'mobile-pass-1' });
    await expectText(page, 'profile-name', 'Leo Park');
    await s.shot('my-profile');
    await expectAccessible(page, 'my profile, 375 px');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Settings' }).waitFor();
    await s.shot('menu');
    await expectAccessible(page, 'mobile menu');
    await page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings/general');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByTestId('group-switch-sound').locator('input').click();
    // Its own toast (the sign-up's welcome may still be on screen beside it).
    await page.getByTestId('toast-success').filter({ hasText: 'Settings updated' }).waitFor();
    await s.shot('settings-notifications');
    await signOut(s);
    await signIn(s, email, 'mobile-pass-1');
    await page.goto('/buy/credits');
    await page.getByTestId('pack-150').waitFor();
    await s.shot('buy-credits');
    await expectAccessible(page, 'credit packs, 375 px');
    const choice = await openPaymentsChoice(s, 150);
    await expectText(page, 'payments-choice-credits', /^150\s*credits$/);
    await viewShot(s, 'payments-choice');
    await expectAccessible(page, 'payments choice modal, 375 px');
    await expectPaymentsChoiceFitsPhone(choice);
    await buyPack(s, 150, APPROVE);
    await page.getByTestId('payment-approved').waitFor();
    await expectText(page, 'balance-large', '150');
    await page.goto('/payments');
    await page.getByTestId('payments-table').getByTestId('row').first().waitFor();
    expect(await page.getByTestId('payments-table').getByTestId('row').first().textContent()).toContain('150 credits');
    await s.shot('payments');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 180_000);

  it('the payments choice modal in Russian at 375 px', async () => {
    const s = await site({ width: 375, lang: 'ru' });
    const { page } = s;
    await page.goto('/');
    await signIn(s, 'john@demo.local', 'demo-password');
    await page.goto('/buy/credits');
    const choice = await openPaymentsChoice(s, 150);
    await choice.getByRole('heading', { name: 'Оформление покупки' }).waitFor();
    await expectText(page, 'payments-choice-credits', /^150\s*кредитов$/);
    expect(await choice.getByRole('button', { name: 'Перейти к оплате' }).isEnabled()).toBe(true);
    await viewShot(s, 'payments-choice', 'ru');
    await expectAccessible(page, 'payments choice modal in Russian, 375 px');
    await expectPaymentsChoiceFitsPhone(choice);
    await choice.getByRole('button', { name: 'Отмена' }).click();
    await choice.waitFor({ state: 'detached' });
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 120_000);

  it('the contact form reaches the support mailbox with its attachment', async () => {
    const s = await site();
    const { page } = s;
    await page.goto('/contact');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Subject').fill('Question about verification');
    await page.getByLabel('Message').fill('How are ladies verified?');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await page.getByTestId('attachments-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await page.getByText('screen.png').waitFor();
    await s.shot('contact');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-done').waitFor();
    await s.shot('contact-sent');
    const mail = (await (await fetch(`${e2e.product.url}/dev/mail`, { headers: { accept: 'application/json' } })).text()) as string;
    expect(mail).toContain('Question about verification');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  });

  it('what a lady has not seen comes by e-mail in her language, and its link stops such e-mails in one click', async () => {
    const post = async <T>(path: string, body: Record<string, unknown>, token?: string) =>
      (await (
        await fetch(`${e2e.product.url}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { status: boolean; result: T };
    // Olga uses the site in Russian on her phone: the site tells identity so.
    const olga = await site({ width: 375, lang: 'ru' });
    await olga.page.goto('/');
    const told = olga.page.waitForResponse((r) => r.url().endsWith('/api/user/settings/set-language') && r.ok());
    await signIn(olga, 'olga@demo.local', 'demo-password');
    await told;
    const olgaSession = await post<{ user_id: number; access_token: string }>('member/sign-in', { email: 'olga@demo.local', password: 'demo-password' });
    const john = await post<{ access_token: string }>('member/sign-in', { email: 'john@demo.local', password: 'demo-password' });
    expect((await post('kiss/make-kiss', { target_user_id: olgaSession.result.user_id }, john.result.access_token)).status).toBe(true);

    // A second later the digest job asks identity, which writes to her in Russian, in John's name.
    const mailbox = captureDir(e2e.product.dataDir);
    let mail: Awaited<ReturnType<typeof listCapturedMail>>[number] | undefined;
    await expect
      .poll(async () => (mail = (await listCapturedMail(mailbox)).find((m) => m.to === 'olga@demo.local' && m.subject.startsWith('John')))?.subject, {
        timeout: 20_000,
      })
      .toBe('John подмигнул вам');
    expect(mail!.text).toContain('Здравствуйте, Olga!');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const stopThis = /Не присылать такие письма: (\S+)/.exec(mail!.text)![1]!;

    // The link opens the site's page, which stops only on a click.
    await olga.page.goto(stopThis.replace(e2e.product.url, ''));
    await olga.page.getByRole('heading', { name: 'Больше не присылать письма о новых подмигиваниях?' }).waitFor();
    await olga.shot('unsubscribe-link');
    await expectAccessible(olga.page, 'the unsubscribe link page');
    await olga.page.getByTestId('unsubscribe-link-confirm').click();
    await olga.page.getByTestId('unsubscribe-link-done').getByText('Мы больше не будем присылать письма о новых подмигиваниях.').waitFor();
    await olga.shot('unsubscribe-link-done');
    const settings = await post<Record<string, string>>('user/settings/get-all', {}, olgaSession.result.access_token);
    expect(settings.result).toMatchObject({ email_wink_notification: 'off', email_inbox_notification: 'on' });

    // The same page at desktop width in English, for the link that stops everything.
    const stopAll = /Отписаться от всех писем: (\S+)/.exec(mail!.text)![1]!;
    const desk = await site();
    await desk.page.goto(stopAll.replace(e2e.product.url, ''));
    await desk.page.getByRole('heading', { name: 'Stop all our e-mails?' }).waitFor();
    await desk.shot('unsubscribe-link');
    expect([...olga.errors, ...desk.errors], [...olga.errors, ...desk.errors].join('\n')).toEqual([]);
  });
});
