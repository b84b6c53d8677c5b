import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { expectAccessible as expectSiteAccessible, openSite, type SitePage, signIn } from '../../web/e2e/site.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, expectAccessible, openAdmin, shareSession, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

/** Anna belongs to the demo agency (agency-1) that agency.moderator@demo.local moderates (identity seed). */
const LADY = 'anna@demo.local';
const MAN = 'mike@demo.local';
const SUBJECT = `Spring news ${Date.now()}`;

type Dialog = { companion: { user_id: number | string }; message?: { subject?: string } };

/**
 * The moderated mass letter, in a real browser against the real built product: a man winks at a
 * demo lady; she proposes a dispatch to him on the member site; nothing is sent until her agency's
 * moderator approves it in the back office; then the dispatch job delivers his copy.
 */
describe('a lady dispatch, approved in the back office', { timeout: 240_000 }, () => {
  const e2e = productInBrowser();
  const open: (SitePage | AdminPage)[] = [];
  let man: { token: string; id: number };
  let lady: { token: string; id: number };
  let moderator: AdminPage;

  afterAll(async () => {
    for (const p of open) await p.context.close().catch(() => {});
  });

  /** Whether her dispatch's letter is the newest of her dialog in his inbox. */
  const heGotIt = async () => {
    const r = await siteApi<{ dialog_array: Dialog[] }>(e2e.product.url, 'letter/get/dialog', { type: 'inbox' }, man.token);
    expect(r.status, JSON.stringify(r)).toBe(true);
    return r.result.dialog_array.some((d) => Number(d.companion.user_id) === lady.id && d.message?.subject === SUBJECT);
  };

  it('she proposes a mass letter to a man who winked at her; it waits for approval', async () => {
    man = await signInMember(e2e.product.url, MAN);
    lady = await signInMember(e2e.product.url, LADY);
    const wink = await siteApi(e2e.product.url, 'kiss/make-kiss', { target_user_id: lady.id }, man.token);
    // A wink of his still waiting for her answer is fine too: either way he is among the men she knows.
    expect(wink.status || wink.code === 10034, JSON.stringify(wink)).toBe(true);

    const site = await openSite(e2e.browser, e2e.product.url, { tag: 'dispatch-1280' });
    open.push(site);
    const { page } = site;
    await page.goto('/');
    await signIn(site, LADY, DEMO_PASSWORD);
    await page.goto('/letters/inbox');
    await page.getByTestId('open-dispatch').click();
    const form = page.getByTestId('dispatch-form');
    await form.waitFor();
    await form.getByLabel(/^Subject/).fill(SUBJECT);
    await form.getByLabel(/^Letter/).fill('Dear friends, spring has come to Kyiv and I would love to tell you about it.');
    const candidates = page.getByTestId('dispatch-candidates');
    await candidates.getByText('Mike').first().click();
    await expect.poll(() => page.getByTestId('dispatch-chosen').textContent()).toMatch(/^1 /);
    await site.shot('dispatch-new');
    await expectSiteAccessible(page, 'dispatch-new');
    await page.getByTestId('propose-dispatch').click();
    // Her list shows it awaiting approval.
    const row = page.getByTestId('dispatch-row').filter({ hasText: SUBJECT });
    await row.waitFor();
    expect(await row.getByTestId('dispatch-state').textContent()).toMatch(/approval/i);
    await site.shot('dispatch-mine');
    await expectSiteAccessible(page, 'dispatch-mine');
    expect(site.errors, site.errors.join('\n')).toEqual([]);

    // Nothing reached him yet.
    expect(await heGotIt()).toBe(false);
  });

  it('her agency moderator approves it in the back office, and the man receives his copy', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    moderator = a;
    open.push(a);
    await signInStaff(a, DEMO_STAFF.agency_moderator, { secret: DEMO_STAFF_TOTP_SECRET });
    const { page } = a;
    // Her dashboard says what waits for her (this proposal and the demo's), and its card opens the queue so filtered.
    const waiting = page.getByTestId('waiting-dispatches');
    await expect.poll(async () => Number(await waiting.textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await a.shot('dispatch-dashboard');
    await page.getByRole('link', { name: /Dispatches to approve/ }).click();
    await page.waitForURL(/\/admin\/dispatches\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ state: 'awaiting_approval' });
    const row = page.locator('.RaDataTable-table tbody tr', { hasText: SUBJECT });
    await row.waitFor();
    await a.shot('dispatch-awaiting');
    await expectAccessible(page, 'dispatch-awaiting');
    const approve = row.locator('[data-testid^="approve-"]');
    // Both decision buttons fit the 1280 px screen (the last column is not cut off).
    for (const button of [approve, row.locator('[data-testid^="reject-"]')]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    await approve.click();
    await page.getByTestId('approve-confirm').click();
    await approve.waitFor({ state: 'detached' });
    expect(a.errors, a.errors.join('\n')).toEqual([]);

    // The dispatch job sends the copies at its bounded rate: his inbox gets her letter.
    await expect.poll(heGotIt, { timeout: 30_000 }).toBe(true);
  });

  it("on a phone, in Russian, the queue is a list of lines: the demo's waiting dispatch opens on its page, decision buttons there", async () => {
    const phone = await openAdmin(e2e.browser, e2e.product.url, { width: 375, lang: 'ru' });
    open.push(phone);
    await shareSession(moderator.page, phone);
    const { page } = phone;
    await page.goto(`/admin/dispatches?${new URLSearchParams({ filter: JSON.stringify({ state: 'awaiting_approval' }) })}`);
    // The demo seeds Paola's proposal to David and four other men (services/all-in-one/src/demo-story.ts).
    const line = page.getByRole('link', { name: /A little hello/ });
    await line.waitFor();
    expect(await line.textContent()).toMatch(/Paola · A little hello.*Ждёт одобрения · 5 мужчин/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await phone.shot('dispatch-awaiting-phone');
    await expectAccessible(page, 'dispatch-awaiting-phone');
    await line.click();
    await page.locator('[data-testid^="approve-"]').waitFor();
    await page.locator('[data-testid^="reject-"]').waitFor();
    // A member id is an identifier, written as is (100014), not as a quantity (100,014).
    expect(await page.locator('.ra-field-lady_id').textContent()).toMatch(/\b1\d{5}\b/);
    await phone.shot('dispatch-show-phone');
    await expectAccessible(page, 'dispatch-show-phone');
    expect(phone.errors, phone.errors.join('\n')).toEqual([]);
  });
});
