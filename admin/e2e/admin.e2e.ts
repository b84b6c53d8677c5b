import { describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { type AdminPage, DEMO_STAFF, enrollStaff, expectAccessible, menuLinks, openAdmin, shareSession, signInStaff, signOutStaff } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

const DEMO = { secret: DEMO_STAFF_TOTP_SECRET };

/** A console error a test provokes on purpose (a 401 after a revoked session) is not a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));

/**
 * The back office (admin/, react-admin) against the real built product (embedded default) in
 * Debian's Chromium: TOTP enrolment and sign-in, role menus, a ban and its unban, the audit log,
 * a revoked session, at 1280 and 375 px in English and Russian. Screenshots go to
 * admin/e2e/screenshots/.
 */
describe('back office in a real browser', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const pages: AdminPage[] = [];

  async function admin(options: Parameters<typeof openAdmin>[2] = {}): Promise<AdminPage> {
    const page = await openAdmin(e2e.browser, e2e.product.url, options);
    pages.push(page);
    return page;
  }

  it('serves the sign-in page at /admin, deep links included, in English and Russian, desktop and phone', async () => {
    for (const width of [1280, 375]) {
      for (const lang of ['en', 'ru'] as const) {
        const a = await admin({ width, lang });
        await a.page.goto('/admin/members/1/show');
        await a.page.waitForURL('**/admin/login');
        await a.page.getByTestId('login-credentials').waitFor();
        expect(await a.page.getByRole('heading', { level: 1 }).textContent()).toBe(lang === 'ru' ? 'Вход для сотрудников' : 'Staff sign-in');
        expect(await a.page.evaluate(() => document.documentElement.lang)).toBe(lang);
        // Keyboard: the e-mail field has the focus, Tab reaches the password and the button.
        await expect.poll(() => a.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
        await a.page.keyboard.press('Tab');
        expect(await a.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
        // Nothing wider than the screen.
        expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await a.shot('login');
        await expectAccessible(a.page, 'login');
        expect(a.errors, a.errors.join('\n')).toEqual([]);
      }
    }
    const res = await fetch(`${e2e.product.url}/admin/staff/12/edit`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('refuses a wrong password without leaving the first step', async () => {
    const a = await admin();
    await a.page.goto('/admin/login');
    await a.page.locator('input[name=email]').fill(DEMO_STAFF.admin);
    await a.page.locator('input[name=password]').fill('not-the-password');
    await a.page.keyboard.press('Enter');
    await expect.poll(() => a.page.getByTestId('login-error').textContent()).toMatch(/e-mail or password is wrong/);
    await a.shot('login-wrong-password');
    await expectAccessible(a.page, 'login-wrong-password');
  });

  let adminPage: AdminPage;
  let memberId: string;

  it('an admin signs in with the demo TOTP and lands on the dashboard', async () => {
    adminPage = await admin();
    await signInStaff(adminPage, DEMO_STAFF.admin, DEMO);
    const { page } = adminPage;
    await page.getByTestId('staff-dashboard').waitFor();
    await page.getByTestId('finance-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('figure-members-total').textContent()).toMatch(/^\d+$/);
    const links = await menuLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(['/admin/members', '/admin/sign-ins', '/admin/staff', '/admin/staff-sessions', '/admin/site-settings', '/admin/audit-log']),
    );
    // Keyboard: the arrows walk the side menu's items across its groups, Home and End jump to its ends.
    await page.getByRole('menuitem', { name: 'Dashboard' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Members');
    await page.keyboard.press('End');
    const last = await focused();
    expect(last).not.toBe('Members');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Dashboard');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(last);
    await page.keyboard.press('Home');
    expect(await focused()).toBe('Dashboard');
    await adminPage.shot('dashboard-admin');
    await expectAccessible(adminPage.page, 'dashboard-admin');
    expect(unexpected(adminPage.errors), adminPage.errors.join('\n')).toEqual([]);
  });

  it('an admin bans a member with a reason and unbans her', async () => {
    const { page } = adminPage;
    await page.goto('/admin/members');
    await page.locator('input[name=q]').fill('olga@demo.local');
    const rows = page.locator('.RaDataTable-table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.filter({ hasText: 'olga@demo.local' });
    await row.waitFor();
    await adminPage.shot('members-list');
    await row.click();
    await page.waitForURL(/\/admin\/members\/(\d+)\/show$/);
    memberId = /\/members\/(\d+)\/show/.exec(page.url())![1]!;

    await page.getByTestId('ban-member').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('ban-confirm').click();
    await expect.poll(() => dialog.textContent()).toMatch(/Give a reason/);
    await dialog.getByTestId('ban-reason').fill('Asked members for money (e2e)');
    await adminPage.shot('member-ban-dialog');
    await expectAccessible(adminPage.page, 'member-ban-dialog');
    await dialog.getByTestId('ban-confirm').click();
    await page.getByTestId('member-banned').waitFor();
    expect(await page.getByTestId('member-banned').textContent()).toContain('Asked members for money (e2e)');
    await adminPage.shot('member-banned');
    await expectAccessible(adminPage.page, 'member-banned');

    await page.getByTestId('unban-member').click();
    await page.getByRole('dialog').getByTestId('ban-confirm').click();
    await page.getByTestId('ban-member').waitFor();
    expect(await page.getByTestId('member-banned').count()).toBe(0);
  });

  it('the audit log shows the ban and the unban, read-only, with a readable diff', async () => {
    const { page } = adminPage;
    await page.goto(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'members', record_id: memberId }))}`);
    const rows = page.locator('.RaDataTable-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await adminPage.shot('audit-log');
    // No create, edit or delete anywhere on the audit log.
    expect(await page.locator('a[href*="/audit-log/create"], a[href$="/edit"], button[aria-label="Delete"]').count()).toBe(0);
    // The newest is the unban: banned true → false.
    await rows.first().click();
    await page.waitForURL(/\/admin\/audit-log\/[^/]+\/show$/);
    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    const banned = diff.locator('tr', { hasText: 'banned' }).first();
    expect(await banned.getAttribute('data-change')).toBe('changed');
    expect(await page.locator('a[href$="/edit"], button[aria-label="Delete"]').count()).toBe(0);
    await adminPage.shot('audit-record');
    await expectAccessible(adminPage.page, 'audit-record');
  });

  it('an agency moderator sees only her menus, and a page outside them is refused', async () => {
    const a = await admin();
    await signInStaff(a, DEMO_STAFF.agency_moderator, DEMO);
    const links = await menuLinks(a.page);
    expect(links.sort()).toEqual([
      '/admin',
      '/admin/contact-requests',
      '/admin/dispatches',
      '/admin/gift-sends',
      '/admin/gifts',
      '/admin/members',
      '/admin/photo-moderation',
      '/admin/video-moderation',
    ]);
    await a.shot('dashboard-agency-moderator');
    await expectAccessible(a.page, 'dashboard-agency-moderator');
    await a.page.goto('/admin/members');
    await a.page.locator('.RaDataTable-table tbody tr, .RaList-noResults, .RaEmpty-message').first().waitFor();
    // She may read, never ban.
    const first = a.page.locator('.RaDataTable-table tbody tr').first();
    if (await first.count()) {
      await first.click();
      await a.page.waitForURL(/\/show$/);
      await a.page.locator('.RaShow-main').waitFor();
      expect(await a.page.getByTestId('ban-member').count()).toBe(0);
    }
    await a.page.goto('/admin/staff');
    await a.page.waitForURL('**/admin/access-denied');
    expect(unexpected(a.errors), a.errors.join('\n')).toEqual([]);
  });

  it('finance lands on the finance dashboard and runs the ledger check', async () => {
    const a = await admin();
    const { page } = a;
    // The charts stand still for the screenshot, as for anyone whose system asks for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInStaff(a, DEMO_STAFF.finance, DEMO);
    await page.getByTestId('finance-dashboard').waitFor();
    expect(await page.getByTestId('staff-dashboard').count()).toBe(0);
    // The demo's sale (David's credit pack) and his spending are on the charts.
    await expect.poll(() => page.locator('[data-testid=revenue-chart] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid=payments-chart] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await page.getByTestId('verify-now').click();
    await expect.poll(() => page.getByTestId('ledger-verification').textContent()).toMatch(/Every balance equals the sum of its events/);
    const links = await menuLinks(page);
    expect(links).toContain('/admin/audit-log');
    expect(links).not.toContain('/admin/staff');
    await a.shot('dashboard-finance');
    await expectAccessible(a.page, 'dashboard-finance');
  });

  it('a new staff member enrols TOTP (QR code, secret, recovery codes) and signs in again with a recovery code', async () => {
    const { page } = adminPage;
    const email = `e2e.moderator.${Date.now()}@demo.local`;
    await page.goto('/admin/staff/create');
    await page.locator('input[name=name]').fill('Erin Moderator');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('first-staff-pass');
    await adminPage.shot('staff-create');
    await expectAccessible(adminPage.page, 'staff-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/staff');
    await page.locator('.RaDataTable-table tbody tr', { hasText: email }).waitFor();
    await adminPage.shot('staff-list');

    const erin = await admin();
    const { recoveryCodes } = await enrollStaff(erin, email, 'first-staff-pass');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await erin.shot('dashboard-site-moderator');
    await expectAccessible(erin.page, 'dashboard-site-moderator');
    await signOutStaff(erin);
    await signInStaff(erin, email, { recoveryCode: recoveryCodes[0]! }, 'first-staff-pass');
    expect(unexpected(erin.errors), erin.errors.join('\n')).toEqual([]);
  });

  it('a revoked session sends the staff member to sign-in with "session expired"', async () => {
    const victim = await admin();
    await signInStaff(victim, DEMO_STAFF.site_moderator, DEMO);
    const { page } = adminPage;
    await page.goto(`/admin/staff-sessions`);
    const row = page.locator('.RaDataTable-table tbody tr', { hasText: 'Demo Site Moderator' }).first();
    await row.waitFor();
    await adminPage.shot('staff-sessions');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await victim.page.goto('/admin/members');
    await victim.page.getByTestId('session-expired').waitFor();
    await victim.shot('login-session-expired');
    await expectAccessible(victim.page, 'login-session-expired');
  });

  it('every screen at 375 px and in Russian, each passing the accessibility checks', async () => {
    for (const [width, lang] of [
      [375, 'en'],
      [375, 'ru'],
      [1280, 'ru'],
    ] as const) {
      const a = await admin({ width, lang });
      await shareSession(adminPage.page, a);
      for (const [path, name, ready] of [
        ['/admin/', 'dashboard-admin', 'staff-dashboard'],
        ['/admin/members', 'members-list', null],
        [`/admin/members/${memberId}/show`, 'member-show', null],
        ['/admin/staff', 'staff-list', null],
        ['/admin/audit-log', 'audit-log', null],
        ['/admin/site-settings', 'site-settings', null],
        // The moderators' and finance's queues of the profiles, mail and chat services (a list, or its empty page).
        ['/admin/photo-moderation', 'photo-moderation', null],
        ['/admin/video-moderation', 'video-moderation', null],
        ['/admin/contact-requests', 'contact-requests', null],
        ['/admin/dispatches', 'dispatches', null],
        ['/admin/letter-flags', 'letter-flags', null],
        ['/admin/chat-flags', 'chat-flags', null],
        ['/admin/chat-sessions', 'chat-sessions', null],
      ] as const) {
        await a.page.goto(path);
        if (ready) await a.page.getByTestId(ready).waitFor();
        else await a.page.locator('.RaList-main, .RaShow-main, .RaEmpty-message').first().waitFor();
        expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width + 1);
        await a.shot(name);
        await expectAccessible(a.page, name);
      }
      expect(await a.page.evaluate(() => document.documentElement.lang)).toBe(lang);
      if (width === 375) {
        // The side menu as a phone shows it: a drawer over the page, its groups named.
        await a.page.goto('/admin/');
        await menuLinks(a.page);
        await a.page.getByRole('group', { name: lang === 'ru' ? /Финансы/ : /Finance/ }).waitFor();
        await a.shot('menu-drawer');
        await expectAccessible(a.page, 'menu-drawer');
        await a.page.keyboard.press('Escape');
      }
      if (width > 375 && lang === 'ru') {
        // Countries are named in the back office's language, not as codes or in English (Olga is from Ukraine).
        await a.page.goto(`/admin/members?filter=${encodeURIComponent(JSON.stringify({ q: 'olga@demo.local' }))}`);
        await expect.poll(() => a.page.locator('td.column-country').first().textContent()).toBe('Украина');
      }
      expect(unexpected(a.errors), a.errors.join('\n')).toEqual([]);
    }
  });
});
