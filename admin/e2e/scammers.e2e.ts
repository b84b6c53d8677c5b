import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { expectAccessible as expectSiteAccessible, openSite, type SitePage, signIn } from '../../web/e2e/site.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, expectAccessible, openAdmin, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

const NAME = 'Oksana Example';
const PHONE = '+380 (93) 555-01-77';

/**
 * The scammers list, in a real browser against the real built product: a site moderator adds an
 * entry in the back office beside the demo's three, and a member (Russian, on a phone) finds it on
 * /scammers by the phone number written another way; an agency moderator has no such menu entry.
 */
describe('the scammers list, kept in the back office and read on the site', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const open: (SitePage | AdminPage)[] = [];

  afterAll(async () => {
    for (const p of open) await p.context.close().catch(() => {});
  });

  it('a site moderator adds an entry with its contacts; the list shows it first', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    open.push(a);
    await signInStaff(a, DEMO_STAFF.site_moderator, { secret: DEMO_STAFF_TOTP_SECRET });
    const { page } = a;
    await page.getByRole('menuitem', { name: 'Scammers list' }).click();
    await page.waitForURL(/\/admin\/scammers/);
    const rows = page.locator('.RaDataTable-table tbody tr, .RaDatagrid-table tbody tr');
    await expect.poll(() => rows.count()).toBe(3);

    await page.getByRole('link', { name: /Create/ }).click();
    await page.waitForURL(/\/scammers\/create/);
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await page.getByRole('button', { name: 'Add an e-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('oksana.example@example.com');
    await page.getByRole('button', { name: 'Add a phone' }).click();
    await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
    await page.getByRole('textbox', { name: 'Description' }).fill('Asked two members for money for a sick grandmother.\nStopped writing once paid.');
    await a.shot('scammers-create');
    await expectAccessible(page, 'a new scammers list entry');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The entry is on the scammers list.').waitFor();

    await page.getByRole('menuitem', { name: 'Scammers list' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain(NAME);
    await a.shot('scammers-list');
    await expectAccessible(page, 'the scammers list');
    expect(a.errors, a.errors.join('\n')).toEqual([]);
  });

  it('an agency moderator has no scammers list', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    open.push(a);
    await signInStaff(a, DEMO_STAFF.agency_moderator, { secret: DEMO_STAFF_TOTP_SECRET });
    await a.page.getByRole('menuitem').first().waitFor();
    expect(await a.page.getByRole('menuitem', { name: 'Scammers list' }).count()).toBe(0);
  });

  it('a member finds it on /scammers by the phone written another way, in Russian on a phone', async () => {
    const john = await signInMember(e2e.product.url, 'john@demo.local');
    const api = await siteApi<{ name: string }[]>(e2e.product.url, 'scammers/get-list', { search: '0935550177' }, john.token);
    expect(api.result.map((s) => s.name)).toEqual([NAME]);

    const site = await openSite(e2e.browser, e2e.product.url, { tag: 'scammers-375', width: 375, lang: 'ru' });
    open.push(site);
    const { page } = site;
    await page.goto('/');
    await signIn(site, 'john@demo.local', DEMO_PASSWORD);
    await page.goto('/scammers');
    await page.getByRole('heading', { name: 'Список мошенников', level: 1 }).waitFor();
    const cards = page.getByTestId('scammers-list').locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(4);
    await site.shot('scammers');
    await expectSiteAccessible(page, 'the scammers list');

    await page.getByTestId('scammers-search').fill('093-555-0177');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(NAME);
    expect(await cards.first().textContent()).toContain(PHONE);
    await site.shot('scammers-found');

    await page.getByTestId('scammers-search').fill('nobody-like-this');
    await page.getByText('nobody-like-this', { exact: false }).first().waitFor();
    expect(await cards.count()).toBe(0);
    expect(site.errors, site.errors.join('\n')).toEqual([]);
  });
});
