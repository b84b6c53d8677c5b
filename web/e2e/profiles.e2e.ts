import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productInBrowser } from './browser.js';
import { expectAccessible, expectText, openSite, SCREENSHOT_DIR, signIn, type SitePage } from './site.js';

const DEMO_PASSWORD = 'demo-password';

/**
 * The profiles screens against the built product with its demo (64 ladies, 22 men): a man
 * searches with filters, resets and opens a lady; edits his main info through a validation error;
 * a lady sees men; a visitor sees a public profile. At 1280 and 375 px, in English and Russian;
 * every screen is screenshotted and none may log a console error.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('profiles screens in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser();
  const sites: SitePage[] = [];

  /** The visible screen only (a phone's full page is too tall to judge). */
  async function view(s: SitePage, name: string) {
    await s.page.waitForLoadState('networkidle').catch(() => {});
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}-${name}-view.png`) });
  }

  async function site(options: Parameters<typeof openSite>[2] = {}): Promise<SitePage> {
    const s = await openSite(e2e.browser, e2e.product.url, options);
    sites.push(s);
    return s;
  }

  /** Chooses a value in one of the filter's selects and waits for the URL to hold it. */
  async function pick(s: SitePage, key: string, option: string) {
    await s.page.getByTestId(`filter-${key}`).locator('[role=combobox]').click();
    // A click event on the option itself: on a phone the open menu can still be moving (the page
    // behind it shrinks as the last pick's results give way), and a click by position then misses.
    await s.page.getByRole('option', { name: option, exact: true }).dispatchEvent('click');
    await s.page.waitForURL((url) => url.searchParams.get(key) === option);
    await s.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  let ladyId = 0;

  for (const { width, lang } of [
    { width: 1280, lang: 'en' as const },
    { width: 375, lang: 'ru' as const },
  ]) {
    it(`a man searches with filters, resets and opens a lady (${width} px, ${lang})`, async () => {
      const s = await site({ width, lang });
      const { page } = s;
      const ru = lang === 'ru';
      await page.goto('/');
      await signIn(s, 'john@demo.local', DEMO_PASSWORD);
      await page.goto('/search');
      await page.getByTestId('search-results').waitFor();
      expect(await page.getByTestId('search-results').getByTestId('profile-card').count()).toBe(24);
      await expectText(page, 'search-count', ru ? /64/ : '64 ladies found');
      expect(await page.getByTestId('filter-reset').count()).toBe(0);
      await s.shot('search');
      await view(s, `${lang}-search`);
      await expectAccessible(page, `search (${width} px, ${lang})`);

      // The country of a lady on this page whose age is inside the range the test filters by.
      const names = await page.getByTestId('search-results').getByTestId('card-name').allTextContents();
      const places = await page.getByTestId('search-results').getByTestId('card-country').allTextContents();
      const inRange = names.findIndex((n) => {
        const age = Number(/, (\d+)$/.exec(n)?.[1]);
        return age >= 20 && age <= 45;
      });
      expect(inRange, 'a lady aged 20 to 45 on the first page').toBeGreaterThanOrEqual(0);
      const country = places[inRange]!.split(', ').pop()!;
      if (width < 500) await page.getByTestId('filter-toggle').click();
      await pick(s, 'age_min', '20');
      await pick(s, 'age_max', '45');
      await page.locator('#filter-country').fill(country.slice(0, 4));
      await page.getByRole('option', { name: country, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('country') !== null);
      const url = new URL(page.url());
      expect(url.searchParams.get('age_min')).toBe('20');
      expect(url.searchParams.get('age_max')).toBe('45');
      await page.getByTestId('filter-reset').waitFor();
      await expect
        .poll(
          async () => {
            const shown = await page.getByTestId('search-results').getByTestId('card-country').allTextContents();
            return shown.length > 0 && shown.every((c) => c.endsWith(country));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await page.getByTestId('search-results').getByTestId('profile-card').count()).toBeGreaterThan(0);
      await s.shot('search-filtered');
      await view(s, `${lang}-search-filtered`);

      // reload and back keep the filter (it lives in the URL)
      await page.reload();
      // Let the reloaded page settle (results in, the phone's filter panel fully open) before the
      // click, so nothing moves under the pointer between Playwright's hit test and the click.
      await expect.poll(() => page.getByTestId('search-results').getByTestId('profile-card').count()).toBeGreaterThan(0);
      if (width < 500) {
        await page.getByTestId('filter-toggle').click();
        await page.locator('#search-filter-panel.MuiCollapse-entered').waitFor();
      }
      await page.getByTestId('filter-reset').waitFor();
      await page.getByTestId('filter-reset').click();
      await page.waitForURL((u) => u.search === '');
      await expect.poll(() => page.getByTestId('search-results').getByTestId('profile-card').count()).toBe(24);
      expect(await page.getByTestId('filter-reset').count()).toBe(0);
      await page.goBack();
      await page.waitForURL((u) => u.searchParams.get('country') !== null);
      await page.getByTestId('filter-reset').waitFor();
      expect(new URL(page.url()).searchParams.get('age_max')).toBe('45');

      // the no-match message names the searched text
      await page.goto('/search?name_or_id=Zzzz');
      await page.getByText(ru ? 'По запросу «Zzzz» никого не нашлось' : 'No one matches “Zzzz”').waitFor();

      await page.goto('/search');
      await page.getByTestId('search-results').getByTestId('profile-card').first().click();
      await page.waitForURL(/\/profile\/\d+$/);
      ladyId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByTestId('profile-view').waitFor();
      await page.getByTestId('section-basics').waitFor();
      // The tap that opened her card rests where the profile's chat button now is: its hover tooltip is not the page.
      await page.mouse.move(0, 0);
      expect(await page.title()).toBe(ru ? 'Профиль · Amoria' : 'Profile · Amoria');
      await s.shot('profile');
      await view(s, `${lang}-profile`);
      await expectAccessible(page, `a lady's profile (${width} px, ${lang})`);
      expect(s.errors, s.errors.join('\n')).toEqual([]);
    });
  }

  it('a man edits his main info: a validation error, then saved', async () => {
    const s = await site();
    const { page } = s;
    await page.goto('/');
    await signIn(s, 'john@demo.local', DEMO_PASSWORD);
    await page.goto('/edit');
    await page.waitForURL('**/edit/mainInfo');
    const name = page.getByTestId('field-name');
    await name.waitFor();
    await name.fill('J'.repeat(31));
    await page.getByTestId('edit-save').click();
    await page.getByText('Name cannot contain more than 30 characters').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await s.shot('edit-main-info-error');
    await expectAccessible(s.page, 'the main info form with an error');
    await name.fill('John Demo');
    await page.getByTestId('field-profession').fill('Architect');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('toast-success').waitFor();
    await page.goto('/myProfile');
    await page.getByTestId('profile-completeness').waitFor();
    await page.getByText('Architect').waitFor();
    await expectText(page, 'profile-name', 'John Demo');
    await s.shot('my-profile-complete');
    await page.goto('/edit/appearance');
    await page.getByTestId('appearance-form').waitFor();
    await s.shot('edit-appearance');
    await expectAccessible(s.page, 'the appearance form');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  });

  it('a lady sees men and the men who joined last; a visitor sees a public profile', async () => {
    for (const { width, lang } of [
      { width: 1280, lang: 'en' as const },
      { width: 375, lang: 'ru' as const },
    ]) {
      const s = await site({ width, lang, tag: `${width}${lang === 'ru' ? '-ru' : ''}-woman` });
      const { page } = s;
      await page.goto('/');
      await signIn(s, 'anna@demo.local', DEMO_PASSWORD);
      await page.goto('/search');
      await page.getByTestId('search-results').waitFor();
      await page.getByTestId('last-joined').waitFor();
      await expectText(page, 'search-count', lang === 'ru' ? /22/ : '22 men found');
      // Her own photo, as a thumb, in the header's account button (on a phone the button is in the menu).
      if (width > 500) await expect.poll(() => page.getByTestId('account-menu').locator('img').getAttribute('src')).toMatch(/^\/media\/photos\/\d+\/thumb$/);
      await s.shot('search-men');
      await view(s, `${lang}-woman-search-men`);
      await expectAccessible(page, `men search (${width} px, ${lang})`);
      if (width > 500) {
        // The row of the last who joined pages with its arrows (a mouse has no sideways wheel).
        const row = page.getByTestId('last-joined');
        await expect.poll(() => row.getByTestId('last-joined-previous').isDisabled()).toBe(true);
        await row.getByTestId('last-joined-next').click();
        // Enabled once the row has scrolled away from its start.
        await expect.poll(() => row.getByTestId('last-joined-previous').isEnabled()).toBe(true);
      } else await expect.poll(() => page.getByTestId('last-joined-next').isVisible()).toBe(false);
      expect(s.errors, s.errors.join('\n')).toEqual([]);

      const guest = await site({ width, lang, tag: `${width}${lang === 'ru' ? '-ru' : ''}-guest` });
      await guest.page.goto(`/publicProfile/${ladyId}`);
      await guest.page.getByTestId('profile-view').waitFor();
      await guest.page.getByTestId('public-cta').waitFor();
      await guest.shot('public-profile');
      await view(guest, `${lang}-public-profile`);
      await expectAccessible(guest.page, `public profile (${width} px, ${lang})`);
      expect(guest.errors, guest.errors.join('\n')).toEqual([]);
    }
  }, 180_000);
});
