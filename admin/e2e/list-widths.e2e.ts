import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { type AdminPage, DEMO_STAFF, expectAccessible, menuLinks, openAdmin, shareSession, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

const DEMO = { secret: DEMO_STAFF_TOTP_SECRET };
/** A desktop window of 1280 × 800 with the menu open beside the list. */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = 375;

/** The longest values the forms and the site take, where a column would otherwise grow. */
const LONG_STAFF = {
  name: 'Konstantin-Alexander Vasilievich Rozhdestvensky-Muravyov',
  email: `konstantin-alexander.rozhdestvensky-muravyov.${Date.now()}@agency-with-a-long-domain.example.com`,
  password: 'long-staff-pass-1',
  role: 'agency_moderator',
  agency_id: 'agency-1',
};
const LONG_GIFT = {
  name: 'Hand-made porcelain music box with a dancing couple, forty-eight roses and a personal engraving',
  name_ru: 'Фарфоровая музыкальная шкатулка ручной работы с танцующей парой и гравировкой',
  category: 'flowers',
  price: 4800,
  delivery_price: 350,
  active: true,
};
const LONG_COMMENT = `Dear Anna, ${'every evening I think of our letters and of the sea you wrote about, '.repeat(5)}write to me at mike.longname.for.letters@example-mail.com. Mike`;

type Measure = Record<string, { scroll: number; client: number }>;

/**
 * How wide the page, the list's own boxes and the app bar's title are against what they show
 * (scrollWidth against clientWidth; a title too long for a phone ends in "…" inside its box).
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const out: Record<string, { scroll: number; client: number }> = {};
    const root = document.scrollingElement!;
    out.document = { scroll: root.scrollWidth, client: root.clientWidth };
    for (const selector of ['.RaList-main', '.RaList-content', '.RaDataTable-tableWrapper', '#react-admin-title']) {
      const box = document.querySelector(selector);
      if (box) out[selector] = { scroll: box.scrollWidth, client: box.clientWidth };
    }
    return out;
  });
}

/** No horizontal scrollbar: neither the page nor the list's card and table wrapper scroll sideways (`rows`: the list has some). */
async function expectFits(page: Page, where: string, rows = true): Promise<void> {
  const boxes = await measure(page);
  if (rows) expect(Object.keys(boxes), where).toContain('.RaList-content');
  for (const [box, { scroll, client }] of Object.entries(boxes))
    expect(scroll, `${where}: ${box} is ${scroll} px wide in ${client} px`).toBeLessThanOrEqual(client);
}

/** A list page once its rows (or its empty page) are there and the requests have settled. */
async function openList(page: Page, path: string, ready?: string): Promise<void> {
  await page.goto(path);
  await page.locator('.RaList-main, .RaEmpty-message').first().waitFor();
  if (ready) await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => {});
}

/**
 * The back office's lists fit their screen, in a real browser against the real built product:
 * the staff list, the gift catalogue and the gift queue, with the longest names, e-mails and
 * comments, at 1280 × 800 beside the open menu (no horizontal scrollbar on the page, none in the
 * list's card) and at 375 px (a line or a card per item), in English and Russian; and every other
 * list of the menu at 1280 px. Screenshots go to admin/e2e/screenshots/ (admin-<width>-<lang>-fit-*).
 */
describe('back-office lists fit 1280 px and a phone', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const open: AdminPage[] = [];
  let admin: AdminPage;

  async function page(options: Parameters<typeof openAdmin>[2]): Promise<AdminPage> {
    const a = await openAdmin(e2e.browser, e2e.product.url, options);
    open.push(a);
    return a;
  }

  afterAll(async () => {
    for (const a of open) await a.context.close().catch(() => {});
  });

  /** The admin API as the staff member signed in on `a`. */
  async function adminApi<T>(a: AdminPage, method: string, path: string, body?: unknown): Promise<T> {
    const token = await a.page.evaluate(() => (JSON.parse(localStorage.getItem('admin.session')!) as { access_token: string }).access_token);
    const res = await fetch(`${e2e.product.url}/admin-api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('has the longest staff account, catalogue gift and gift comment to show, the gifts at the site step', async () => {
    admin = await page({ ...DESKTOP });
    await signInStaff(admin, DEMO_STAFF.admin, DEMO);
    // A disabled agency moderator with a long name and e-mail.
    const staff = await adminApi<{ id: number }>(admin, 'POST', 'staff', LONG_STAFF);
    await adminApi(admin, 'PUT', `staff/${staff.id}`, { disabled: true });
    await adminApi(admin, 'POST', 'gifts', LONG_GIFT);

    // Mike sends Anna (the demo agency's) tulips with a long note; her agency's moderator accepts what waits for her.
    const tulips = (
      await adminApi<{ id: number; name: string }[]>(admin, 'GET', `gifts?filter=${encodeURIComponent(JSON.stringify({ q: 'Spring tulips' }))}`)
    ).find((g) => g.name === 'Spring tulips')!;
    const anna = await signInMember(e2e.product.url, 'anna@demo.local');
    const mike = await signInMember(e2e.product.url, 'mike@demo.local');
    const sent = await siteApi(e2e.product.url, 'present/send-to-user', { target_user_id: anna.id, gift_id: tulips.id, comment: LONG_COMMENT }, mike.token);
    expect(sent.status, JSON.stringify(sent)).toBe(true);
    const agency = await page({ ...DESKTOP });
    await signInStaff(agency, DEMO_STAFF.agency_moderator, DEMO);
    const waiting = await adminApi<{ id: number }[]>(agency, 'GET', `gift-sends?filter=${encodeURIComponent(JSON.stringify({ step: 'agency' }))}`);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    for (const gift of waiting) await adminApi(agency, 'POST', `gift-sends/${gift.id}/decision`, { decision: 'accept' });
  });

  it('shows the staff list, the gift catalogue and the gift queue at 1280 × 800 without a horizontal scrollbar, in English and Russian', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const a = await page({ ...DESKTOP, lang });
      await shareSession(admin.page, a);
      const { page: p } = a;

      await openList(p, '/admin/staff', LONG_STAFF.email);
      await expectFits(p, `${lang} staff`);
      const staffRow = p.locator('.RaDataTable-table tbody tr', { hasText: LONG_STAFF.email });
      // The e-mail is cut to its column, whole on hover; the account is marked disabled beside the name.
      expect(await staffRow.locator('[data-testid^="email-"]').getAttribute('title')).toBe(LONG_STAFF.email);
      expect(await staffRow.locator('[data-testid^="disabled-flag-"]').count()).toBe(1);
      expect(await p.locator('.RaDataTable-table thead th').count()).toBe(5);
      await a.shot('fit-staff');
      await expectAccessible(p, `${lang} staff list at 1280 px`);

      await openList(p, '/admin/gifts', LONG_GIFT.name);
      await expectFits(p, `${lang} gifts`);
      expect(await p.getByText(LONG_GIFT.name).getAttribute('title')).toBe(LONG_GIFT.name);
      await a.shot('fit-gifts');
      await expectAccessible(p, `${lang} gift catalogue at 1280 px`);

      // The admin's queue opens at the site step: Mike's tulips with their long comment, and her decision buttons.
      await openList(p, '/admin/gift-sends', 'Spring tulips');
      await expectFits(p, `${lang} gift-sends`);
      const giftRow = p.locator('.RaDataTable-table tbody tr', { hasText: 'Spring tulips' });
      expect(await giftRow.locator('[data-testid^="comment-"]').getAttribute('title')).toBe(LONG_COMMENT);
      await giftRow.locator('[data-testid^="accept-"]').waitFor();
      // The decision buttons are inside the card, not past its right edge.
      const card = (await p.locator('.RaList-content').boundingBox())!;
      const reject = (await giftRow.locator('[data-testid^="reject-"]').boundingBox())!;
      expect(reject.x + reject.width).toBeLessThanOrEqual(card.x + card.width);
      await a.shot('fit-gift-sends');
      await expectAccessible(p, `${lang} gift queue at 1280 px`);
      expect(a.errors, a.errors.join('\n')).toEqual([]);
    }
  });

  it('shows them at 375 px as lines and cards that fit the phone, the gift queue with its decision buttons, in English and Russian', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const a = await page({ width: PHONE, lang });
      await shareSession(admin.page, a);
      const { page: p } = a;

      await openList(p, '/admin/staff', LONG_STAFF.name);
      await expectFits(p, `${lang} staff at 375 px`);
      await a.shot('fit-staff');

      await openList(p, '/admin/gifts', LONG_GIFT.name);
      await expectFits(p, `${lang} gifts at 375 px`);
      await a.shot('fit-gifts');

      await openList(p, '/admin/gift-sends', 'Spring tulips');
      await expectFits(p, `${lang} gift-sends at 375 px`);
      const item = p.locator('[data-testid^="queue-item-"]', { hasText: 'Spring tulips' });
      await item.locator('[data-testid^="accept-"]').waitFor();
      expect(await item.locator('[data-testid^="reject-"]').isVisible()).toBe(true);
      await a.shot('fit-gift-sends');
      await expectAccessible(p, `${lang} gift queue at 375 px`);
      expect(a.errors, a.errors.join('\n')).toEqual([]);
    }
  });

  it("fits every other list of the admin's menu at 1280 × 800, in English and Russian", async () => {
    // The three above are checked with their longest rows already.
    const checked = ['/admin', '/admin/', '/admin/staff', '/admin/gifts', '/admin/gift-sends'];
    const lists = (await menuLinks(admin.page)).filter((path) => !checked.includes(path));
    expect(lists).toEqual(expect.arrayContaining(['/admin/members', '/admin/staff-sessions', '/admin/open-holds', '/admin/chat-sessions']));
    for (const lang of ['en', 'ru'] as const) {
      const a = await page({ ...DESKTOP, lang });
      await shareSession(admin.page, a);
      for (const path of lists) {
        // Some lists are empty in a fresh demo (react-admin's empty page then): the page itself must still fit.
        await openList(a.page, path);
        await a.shot(`fit-${path.replace('/admin/', '')}`);
        await expectFits(a.page, `${lang} ${path}`, false);
      }
      expect(a.errors, a.errors.join('\n')).toEqual([]);
    }
  });
});
