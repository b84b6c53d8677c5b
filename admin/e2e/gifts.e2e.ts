import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { expectAccessible as expectSiteAccessible, openSite, type SitePage, signIn } from '../../web/e2e/site.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, expectAccessible, openAdmin, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

/** Anna belongs to the demo agency (agency-1) that agency.moderator@demo.local moderates; Mike has the demo's 200 credits. */
const LADY = 'anna@demo.local';
const MAN = 'mike@demo.local';
const GIFT = 'Spring tulips';
const GIFT_RU = 'Весенние тюльпаны';
const GIFT_TOTAL = 120; // 90 + 30 delivery

/**
 * A man's gift, in a real browser against the real built product: he sends her tulips from her
 * profile (held: his balance drops by the price and delivery, once), her agency's moderator and
 * then a site moderator accept it from their dashboards, his /gifts shows it delivered and his
 * orders a gift; she is told, finds it among her received gifts and thanks him with a letter,
 * though he never wrote to her.
 */
describe('a gift, sent from her profile and delivered by her agency and the site', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const open: (SitePage | AdminPage)[] = [];
  let site: SitePage;
  let ladyId: number;
  let man: { token: string; id: number };
  let before = 0;
  const credits = async () => (await siteApi<{ credits: number }>(e2e.product.url, 'credit/get-balance', {}, man.token)).result.credits;

  afterAll(async () => {
    for (const p of open) await p.context.close().catch(() => {});
  });

  it('he sends tulips with a note from her profile: his credits are held once, the gift is packaging', async () => {
    ladyId = (await signInMember(e2e.product.url, LADY)).id;
    man = await signInMember(e2e.product.url, MAN);
    before = await credits();
    site = await openSite(e2e.browser, e2e.product.url, { tag: 'gifts-1280' });
    open.push(site);
    const { page } = site;
    await page.goto('/');
    await signIn(site, MAN, DEMO_PASSWORD);

    await page.goto(`/profile/${ladyId}`);
    await page.getByTestId('gift-button').click();
    const modal = page.getByTestId('gift-modal');
    await modal.getByTestId('gift-card').first().waitFor();
    await site.shot('gift-catalogue');
    await expectSiteAccessible(page, 'the gift catalogue');
    await modal.getByTestId('gift-card').filter({ hasText: GIFT }).getByTestId('gift-choose').click();
    await modal.getByTestId('gift-confirm').waitFor();
    await modal.getByLabel(/Comment/).fill('For your Sunday walks by the sea. Mike');
    await site.shot('gift-confirm');
    await expectSiteAccessible(page, 'the chosen gift');
    await modal.getByTestId('gift-send').click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(credits).toBe(before - GIFT_TOTAL);

    await page.goto('/gifts');
    const row = page.getByTestId('gift-row').filter({ hasText: GIFT });
    await row.waitFor();
    expect(await row.getByTestId('gift-status').getAttribute('data-status')).toBe('packaging');
    await site.shot('gifts-packaging');
    await expectSiteAccessible(page, 'his sent gifts');
    expect(site.errors, site.errors.join('\n')).toEqual([]);
  });

  it('her agency moderator, then a site moderator, accept it from their dashboards; he sees it delivered and pays once', async () => {
    for (const [staff, step] of [
      [DEMO_STAFF.agency_moderator, 'agency'],
      [DEMO_STAFF.site_moderator, 'site'],
    ] as const) {
      const a = await openAdmin(e2e.browser, e2e.product.url);
      open.push(a);
      await signInStaff(a, staff, { secret: DEMO_STAFF_TOTP_SECRET });
      const { page } = a;
      const waiting = page.getByTestId('waiting-gift-sends');
      await expect.poll(async () => Number(await waiting.textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await page.getByRole('link', { name: /Gifts waiting for you/ }).click();
      await page.waitForURL(/\/admin\/gift-sends\?filter=/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ step });
      const row = page.locator('.RaDataTable-table tbody tr', { hasText: 'Mike' });
      await row.waitFor();
      expect(await row.textContent()).toContain(GIFT);
      await a.shot(`gifts-queue-${step}`);
      await expectAccessible(page, `the gift queue at the ${step} step`);
      const accept = row.locator('[data-testid^="accept-"]');
      if (step === 'agency') await accept.click();
      else {
        // The site moderator selects it and accepts with the selection bar, which opens above the
        // table (a click on a covered or clipped button fails: it once sat out of sight under the filters).
        await row.locator('input[type="checkbox"]').check();
        await page.getByTestId('bulk-accept').click();
        await page.getByTestId('bulk-accept-confirm').click();
      }
      await accept.waitFor({ state: 'detached' });
      expect(a.errors, a.errors.join('\n')).toEqual([]);
    }

    // He is told at once on the page he has open (his sent gifts): a toast, and the row turns delivered without a reload.
    const { page } = site;
    expect(new URL(page.url()).pathname).toBe('/gifts');
    await page.getByText('Your gift to Anna was delivered').first().waitFor({ timeout: 10_000 });
    const row = page.getByTestId('gift-row').filter({ hasText: GIFT });
    await expect.poll(() => row.getByTestId('gift-status').getAttribute('data-status')).toBe('delivered');
    await site.shot('gifts-delivered');
    expect(await credits()).toBe(before - GIFT_TOTAL);
    const orders = await siteApi<{ type: string }[]>(e2e.product.url, 'credit/get-orders', {}, man.token);
    expect(orders.result.filter((o) => o.type === 'gift')).toHaveLength(1);
    // And it stays among his notifications, in her name, leading to his gifts.
    await page.goto('/notifications');
    const told = page.locator('[data-testid=notification-row][data-type=gift_delivered]');
    await told.waitFor();
    expect(await told.getByTestId('notification-text').textContent()).toBe('Your gift to Anna was delivered');
    expect(await told.getByTestId('notification-action').getAttribute('href')).toBe('/gifts');
  });

  it('she is told, finds the gift among hers and thanks him with a letter, though he never wrote to her', async () => {
    const lady = await openSite(e2e.browser, e2e.product.url, { tag: 'gifts-lady-375', width: 375, lang: 'ru' });
    open.push(lady);
    const { page } = lady;
    await page.goto('/');
    await signIn(lady, LADY, DEMO_PASSWORD);
    await page.goto('/notifications');
    await page.locator('[data-testid=notification-row][data-type=gift]').waitFor();
    await page.goto('/gifts');
    const row = page.getByTestId('gift-row').filter({ hasText: GIFT_RU });
    await row.waitFor();
    expect(await row.getByTestId('gift-person').textContent()).toContain('Mike');
    await lady.shot('gifts-received');
    await expectSiteAccessible(page, 'her received gifts');
    await row.getByTestId('gift-thank-you').click();
    const letter = page.getByTestId('send-letter-modal');
    await letter.waitFor();
    await letter.getByRole('textbox', { name: /Письмо/ }).fill('Спасибо, Майк! Тюльпаны прекрасны.');
    await lady.shot('gift-thanks');
    await letter.getByRole('button', { name: /Отправить/ }).click();
    await page.waitForURL(/\/letters\/outbox\//);
    const inbox = await siteApi<{ dialog_array: { message: { subject: string } }[] }>(e2e.product.url, 'letter/get/dialog', { type: 'inbox' }, man.token);
    expect(inbox.result.dialog_array.map((d) => d.message.subject)).toContain(`Спасибо за подарок: ${GIFT_RU}`);
    expect(lady.errors, lady.errors.join('\n')).toEqual([]);
  });
});
