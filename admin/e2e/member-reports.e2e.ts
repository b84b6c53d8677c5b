import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { expectAccessible as expectSiteAccessible, openSite, type SitePage, signIn } from '../../web/e2e/site.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, expectAccessible, openAdmin, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

const DETAILS = 'She asked me to send money for a visa after two letters.';

/**
 * Member reports, in a real browser against the real built product: John reports Olga from her
 * profile (desktop, English; the form refuses "Other" without details first), and Mike, in Russian
 * on a phone, reports her too; a site moderator, her dashboard counting them, finds both in "Member reports" with Olga's two open
 * reports counted, looks at the chats between John and her, and marks John's actioned with a note, and John is told at once; an agency
 * moderator has no such menu.
 */
describe('member reports, sent from a profile and worked in the back office', { timeout: 300_000 }, () => {
  const e2e = productInBrowser();
  const open: (SitePage | AdminPage)[] = [];
  let olgaId = 0;
  let johnSite: SitePage;

  afterAll(async () => {
    for (const p of open) await p.context.close().catch(() => {});
  });

  it('John reports Olga from her profile', async () => {
    const john = await signInMember(e2e.product.url, 'john@demo.local');
    const found = await siteApi<{ user_id: number; name: string }[]>(e2e.product.url, 'profile/search', { name_or_id: 'Olga' }, john.token);
    olgaId = found.result.find((p) => p.name.startsWith('Olga'))!.user_id;

    const site = await openSite(e2e.browser, e2e.product.url, { tag: 'report-desktop' });
    open.push(site);
    johnSite = site;
    const { page } = site;
    await page.goto('/');
    await signIn(site, 'john@demo.local', DEMO_PASSWORD);
    await page.goto(`/profile/${olgaId}`);
    await page.getByTestId('report-button').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByTestId('report-send').click();
    await dialog.getByText('The Details field is required').waitFor();

    await dialog.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await dialog.getByTestId('report-details').fill(DETAILS);
    await site.shot('report-dialog');
    await expectSiteAccessible(page, 'the report dialog');
    await dialog.getByTestId('report-send').click();
    await page.getByText('Thank you. Our moderators will look into it.').waitFor();
    expect(await dialog.count()).toBe(0);

    // A second report while the first is open is refused, and says why.
    await page.getByTestId('report-button').click();
    await dialog.getByRole('radio', { name: 'Fake profile' }).check();
    await dialog.getByTestId('report-send').click();
    await dialog.getByTestId('report-refusal').getByText('You have already reported this member', { exact: false }).waitFor();
    // The browser logs that refusal (409) as a failed load; nothing else may fail.
    const unexpected = site.errors.filter((e) => !e.includes('status of 409'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  });

  it('Mike reports her too, in Russian on a phone', async () => {
    const site = await openSite(e2e.browser, e2e.product.url, { tag: 'report-375', width: 375, lang: 'ru' });
    open.push(site);
    const { page } = site;
    await page.goto('/');
    await signIn(site, 'mike@demo.local', DEMO_PASSWORD);
    await page.goto(`/profile/${olgaId}`);
    await page.getByTestId('report-button').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByRole('radio', { name: 'Поддельная анкета' }).check();
    await site.shot('report-dialog');
    await dialog.getByTestId('report-send').click();
    await page.getByText('Спасибо', { exact: false }).first().waitFor();
    expect(site.errors, site.errors.join('\n')).toEqual([]);
  });

  it('a site moderator sees both, Olga’s open reports counted, and marks John’s actioned', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    open.push(a);
    await signInStaff(a, DEMO_STAFF.site_moderator, { secret: DEMO_STAFF_TOTP_SECRET });
    const { page } = a;
    // Her dashboard counts them among what waits for her.
    await expect.poll(() => page.getByTestId('waiting-member-reports').textContent()).toContain('2');
    await page.getByRole('menuitem', { name: 'Member reports' }).click();
    await page.waitForURL(/\/admin\/member-reports/);
    const rows = page.locator('.RaDataTable-table tbody tr, .RaDatagrid-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('2 open reports');
    await a.shot('member-reports-list');
    await expectAccessible(page, 'the member reports');

    await rows.filter({ hasText: 'John' }).first().click();
    await page.getByTestId('report-details').getByText(DETAILS).waitFor();
    await page.getByRole('button', { name: 'Mark as actioned' }).click();
    await page.getByTestId('actioned-reason').fill('Warned her; watching her letters.');
    await a.shot('member-report-decide');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as actioned' }).click();
    await page.getByText('The report is marked as actioned.').waitFor();
    await page.getByText('Warned her; watching her letters.').waitFor();
    expect(await page.getByRole('button', { name: 'Mark as actioned' }).count()).toBe(0);
    // John, still on the site, is told at once (a live toast), and his bell keeps it.
    await johnSite.page.getByText('We looked into your report about Olga and took action', { exact: false }).first().waitFor();
    await johnSite.page.goto('/notifications');
    await johnSite.page.locator('[data-testid="notification-row"][data-type="report_actioned"]').waitFor();
    await johnSite.shot('report-outcome');
    // A scam report offers its way onto the scammers list.
    await page.getByTestId('add-to-scammers').waitFor();
    await a.shot('member-report-show');

    // Where to look before deciding: the billed chats between the two (none in the demo), the list filtered by the pair.
    await page.getByTestId('evidence-chats').click();
    await page.waitForURL(/\/admin\/chat-sessions/);
    await expect.poll(() => page.locator('input[name="woman_id"]').inputValue()).toBe(String(olgaId));
    expect(await page.locator('input[name="man_id"]').inputValue()).toMatch(/^\d+$/);
    await page
      .getByText('No results found', { exact: false })
      .or(page.getByText('No chat sessions', { exact: false }))
      .first()
      .waitFor();
    await page.goBack();

    // Olga's page in the back office lists every report about her.
    await page.getByTestId('report-decision').waitFor();
    await page.locator('main').getByRole('link', { name: 'Olga' }).first().click();
    await page.waitForURL(/\/admin\/members\/\d+\/show/);
    await page.getByRole('tab', { name: 'Reports about the member' }).click();
    const reports = page.getByTestId('member-reports-of-member').locator('tbody tr');
    await expect.poll(() => reports.count()).toBe(2);
    await a.shot('member-reports-of-member');
    expect(a.errors, a.errors.join('\n')).toEqual([]);
  });

  it('an agency moderator has no member reports', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    open.push(a);
    await signInStaff(a, DEMO_STAFF.agency_moderator, { secret: DEMO_STAFF_TOTP_SECRET });
    await a.page.getByRole('menuitem').first().waitFor();
    expect(await a.page.getByRole('menuitem', { name: 'Member reports' }).count()).toBe(0);
  });
});
