import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { buyPack, expectAccessible as expectSiteAccessible, openSite, type SitePage, signIn } from '../../web/e2e/site.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, expectAccessible, openAdmin, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

/** Anna belongs to the demo agency (agency-1) that agency.moderator@demo.local moderates; Mike has the demo's 200 credits. */
const LADY = 'anna@demo.local';
const MAN = 'mike@demo.local';
const APPROVE = '4242 4242 4242 4242';
/** Console errors but the browser's own line for the refused request (10025 is an HTTP 400 answer). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));

/**
 * A man buys a lady's contact information, in a real browser against the real built product: the
 * 500-credit request does not fit his 200 credits (the low-credits modal), he buys a pack and asks
 * again (the same request goes through: a refusal for want of credits leaves its key free); her
 * agency's moderator accepts from her dashboard's card, a site moderator makes the final decision,
 * and the man's modal shows her phone and e-mail, his balance and orders the 500 credits.
 */
describe('a contact-info request, decided by her agency and then the site', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const open: (SitePage | AdminPage)[] = [];
  let site: SitePage;
  let ladyId: number;
  let man: { token: string; id: number };
  let bought = 0;
  const credits = async () => (await siteApi<{ credits: number }>(e2e.product.url, 'credit/get-balance', {}, man.token)).result.credits;

  afterAll(async () => {
    for (const p of open) await p.context.close().catch(() => {});
  });

  /** Opens the contact-info modal on Anna's profile. */
  async function openModal() {
    const { page } = site;
    await page.goto(`/profile/${ladyId}`);
    await page.getByTestId('contact-info-button').click();
    const modal = page.getByTestId('contact-info-modal');
    await modal.waitFor();
    return modal;
  }

  it('he asks without enough credits, buys a pack, and asks again: the request waits for her agency', async () => {
    ladyId = (await signInMember(e2e.product.url, LADY)).id;
    man = await signInMember(e2e.product.url, MAN);
    site = await openSite(e2e.browser, e2e.product.url, { tag: 'contacts-1280' });
    open.push(site);
    const { page } = site;
    await page.goto('/');
    await signIn(site, MAN, DEMO_PASSWORD);

    let modal = await openModal();
    await modal.getByTestId('contact-info-none').waitFor();
    expect(await modal.getByTestId('contact-info-price').textContent()).toMatch(/500/);
    await site.shot('contacts-offer');
    await expectSiteAccessible(page, 'the contact-info offer');
    // Short of the price: the offer says by how much and tops up instead of sending a request bound to fail.
    expect(await modal.getByTestId('contact-info-short').textContent()).toMatch(/500|credits/);
    await modal.getByTestId('contact-info-top-up').click();
    await page.getByTestId('low-credits-modal').waitFor();
    await modal.waitFor({ state: 'detached' });
    await site.shot('contacts-low-credits');

    await buyPack(site, 500, APPROVE);
    bought = await credits();
    expect(bought).toBeGreaterThanOrEqual(500);
    modal = await openModal();
    await modal.getByTestId('contact-info-request').click();
    await modal.getByTestId('contact-info-process').waitFor();
    await expect.poll(() => page.getByTestId('contact-info-button').textContent()).toMatch(/pending/i);
    await site.shot('contacts-pending');
    await expectSiteAccessible(page, 'a contact-info request waiting');
    expect(unexpected(site.errors), site.errors.join('\n')).toEqual([]);
  });

  it('her agency moderator accepts it from her dashboard, then a site moderator; he sees her contacts and pays once', async () => {
    for (const [staff, step] of [
      [DEMO_STAFF.agency_moderator, 'agency'],
      [DEMO_STAFF.site_moderator, 'site'],
    ] as const) {
      const a = await openAdmin(e2e.browser, e2e.product.url);
      open.push(a);
      await signInStaff(a, staff, { secret: DEMO_STAFF_TOTP_SECRET });
      const { page } = a;
      // Her dashboard says what waits at her step, and its card opens the queue so filtered.
      const waiting = page.getByTestId('waiting-contact-requests');
      await expect.poll(async () => Number(await waiting.textContent()), { timeout: 10_000 }).toBe(1);
      await page.getByRole('link', { name: /Contact requests to decide/ }).click();
      await page.waitForURL(/\/admin\/contact-requests\?filter=/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ step });
      const row = page.locator('.RaDataTable-table tbody tr', { hasText: 'Mike' });
      await row.waitFor();
      await a.shot(`contacts-queue-${step}`);
      await expectAccessible(page, `the contact-requests queue at the ${step} step`);
      const accept = row.locator('[data-testid^="accept-"]');
      await accept.click();
      await accept.waitFor({ state: 'detached' });
      expect(a.errors, a.errors.join('\n')).toEqual([]);
    }

    const modal = await openModal();
    await modal.getByTestId('contact-info-accept').waitFor();
    expect(await modal.getByTestId('contact-info-email-link').getAttribute('href')).toBe(`mailto:${LADY}`);
    await site.shot('contacts-accepted');
    await expectSiteAccessible(site.page, 'her contacts, accepted');
    // Her contacts cost him 500 credits, once: a "contacts request" order.
    expect(await credits()).toBe(bought - 500);
    const orders = await siteApi<{ type: string; spent: number }[]>(e2e.product.url, 'credit/get-orders', {}, man.token);
    expect(JSON.stringify(orders.result)).toMatch(/contact/i);
    expect(unexpected(site.errors), site.errors.join('\n')).toEqual([]);
  });
});
