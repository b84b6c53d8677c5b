import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser } from './browser.js';
import { expectAccessible, openSite, SCREENSHOT_DIR, signIn, type SitePage } from './site.js';

const DEMO_PASSWORD = 'demo-password';

/**
 * The social screens against the built product and its demo: John (desktop) finds Anna in the
 * search, winks from her card and adds her to favorites on her profile, and sees her photo in the
 * news of his favorites; Anna (375 px) sees the counters, the notifications the bell counts (and
 * marks them read), her visitor and the wink, winks back, and invites Mike to her favorites from his
 * profile; Mike accepts the invite on /favorites and both have each other. Every screen is
 * screenshotted and none may log a console error.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('winks, favorites and visitors in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser({ timeout: 180_000 });
  const sites: SitePage[] = [];

  async function site(width: number, tag: string, lang?: 'en' | 'ru'): Promise<SitePage> {
    const s = await openSite(e2e.browser, e2e.product.url, { width, tag, lang });
    sites.push(s);
    return s;
  }

  /** The visible screen only (a phone's full page is too tall to judge). */
  async function view(s: SitePage, name: string) {
    await s.page.waitForLoadState('networkidle').catch(() => {});
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}-social-${name}-view.png`) });
  }

  /** Finds a member of the other sex by name in the search and opens the first match's profile; answers the id. */
  async function openProfileByName(s: SitePage, name: string): Promise<number> {
    const { page } = s;
    await page.goto(`/search?name_or_id=${name}`);
    await page.getByTestId('search-results').waitFor();
    await page.getByTestId('wink-button').first().waitFor();
    await s.shot(`social-search-${name.toLowerCase()}`);
    const card = page
      .getByTestId('profile-card')
      .filter({ has: page.getByTestId('card-name').filter({ hasText: new RegExp(`^${name},`) }) })
      .first();
    await card.click();
    await page.waitForURL(/\/profile\/\d+$/);
    await page.getByTestId('profile-actions').waitFor();
    return Number(new URL(page.url()).pathname.split('/').pop());
  }

  const counter = async (page: Page, key: 'winks' | 'visitors' | 'notifications') =>
    Number(await page.getByTestId(`counter-${key}`).getAttribute('data-count'));

  it('a man winks and adds a lady; she sees him, winks back and invites another man, who accepts', async () => {
    // John, at 1280 px: a wink from Anna's search card, then her profile (a visit) and a favorite.
    const john = await site(1280, '1280-john');
    await john.page.goto('/');
    await signIn(john, 'john@demo.local', DEMO_PASSWORD);
    await john.page.goto('/search?name_or_id=Anna');
    await john.page.getByTestId('search-results').waitFor();
    const annaCard = john.page
      .getByTestId('search-results')
      .locator('> *')
      .filter({ has: john.page.getByTestId('card-name').filter({ hasText: /^Anna,/ }) })
      .first();
    const wink = annaCard.getByTestId('wink-button');
    await expect.poll(() => wink.isEnabled()).toBe(true);
    await wink.click();
    await expect.poll(() => wink.getAttribute('aria-label')).toBe('Winked');
    await view(john, 'search-cards');
    await expectAccessible(john.page, 'search cards with their social buttons');

    await annaCard.getByTestId('profile-card').click();
    await john.page.waitForURL(/\/profile\/\d+$/);
    const annaId = Number(new URL(john.page.url()).pathname.split('/').pop());
    const favorite = john.page.getByTestId('favorite-button');
    await expect.poll(() => favorite.getAttribute('data-status')).toBe('can add');
    await expect.poll(() => john.page.getByTestId('wink-button').textContent()).toBe('Winked');
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('data-status')).toBe('in favorite');
    await john.page.getByTestId('bookmark-button').click();
    await expect.poll(() => john.page.getByTestId('bookmark-button').getAttribute('aria-pressed')).toBe('true');
    await view(john, 'profile-actions');
    await expectAccessible(john.page, 'a profile with the social buttons');

    await john.page.goto('/favorites');
    await john.page.getByTestId('favorites-list').waitFor();
    expect(await john.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^Anna/)]);
    await john.shot('social-favorites');
    await john.page.goto('/myKisses?tab=sent');
    await john.page.getByTestId('kisses-list').waitFor();
    await john.shot('social-kisses-sent');
    // His bookmark from her profile, on /bookmarks (the account navigation's entry).
    await john.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Bookmarks' }).click();
    await john.page.waitForURL(/\/bookmarks$/);
    await john.page.getByTestId('bookmarks-list').waitFor();
    expect(await john.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^Anna/)]);
    await view(john, 'bookmarks');
    // The news of his favorites: Anna's accepted public photo (the demo's portrait), with its preview.
    await john.page.goto('/news/favoriteNews');
    await john.page.getByTestId('news-feed').waitFor();
    expect(await john.page.getByTestId('news-author').allTextContents()).toEqual([expect.stringMatching(/^Anna/)]);
    expect(await john.page.getByTestId('news-text').allTextContents()).toEqual(['added a new photo']);
    expect(await john.page.getByTestId('news-photo').locator('img').getAttribute('src')).toMatch(/^\/media\/photos\/\d+\/small$/);
    await view(john, 'news-favorite');
    await expectAccessible(john.page, 'the news of his favorites');

    // Anna, at 375 px: the header counters, John among her visitors and her winks; she winks back.
    const anna = await site(375, '375-anna');
    await anna.page.goto('/');
    await signIn(anna, 'anna@demo.local', DEMO_PASSWORD);
    await anna.page.goto('/myProfile');
    // Her own page shows her avatar photo (the demo's accepted public portrait), not her initials.
    await expect.poll(() => anna.page.getByTestId('own-avatar').locator('img').getAttribute('src')).toMatch(/^\/media\/photos\/\d+\/small$/);
    await expect.poll(() => counter(anna.page, 'winks')).toBe(1);
    await expect.poll(() => counter(anna.page, 'visitors')).toBeGreaterThanOrEqual(1);
    await view(anna, 'header-counters');

    // Her notifications, from the bell: John's wink, visit and favorite; she marks them all read.
    await expect.poll(() => counter(anna.page, 'notifications')).toBeGreaterThanOrEqual(3);
    await anna.page.getByTestId('counter-notifications').click();
    await anna.page.waitForURL(/\/notifications$/);
    await anna.page.getByTestId('notifications-list').waitFor();
    expect(await anna.page.getByTestId('notification-text').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^John.* winked at you$/),
        expect.stringMatching(/^John.* visited your profile$/),
        expect.stringMatching(/^John.* added you to favorites$/),
      ]),
    );
    await view(anna, 'notifications');
    await expectAccessible(anna.page, 'her notifications, 375 px');
    await anna.page.getByTestId('notifications-mark-all').click();
    await expect.poll(() => counter(anna.page, 'notifications')).toBe(0);
    expect(await anna.page.locator('[data-testid=notification-row][data-seen=false]').count()).toBe(0);

    await anna.page.getByTestId('counter-visitors').click();
    await anna.page.getByTestId('visitors-list').waitFor();
    expect(await anna.page.getByTestId('member-name').allTextContents()).toContainEqual(expect.stringMatching(/^John/));
    await expect.poll(() => counter(anna.page, 'visitors')).toBe(0);
    await view(anna, 'visitors');
    await expectAccessible(anna.page, 'her visitors, 375 px');

    await anna.page.getByTestId('counter-winks').click();
    await anna.page.getByTestId('kisses-list').waitFor();
    await view(anna, 'kisses-received');
    await anna.page.getByTestId('wink-back').click();
    await anna.page.getByTestId('wink-back').waitFor({ state: 'detached' });
    await expect.poll(() => counter(anna.page, 'winks')).toBe(0);
    // John, still on the site, hears of it at once (socket_notification): a toast, and his winks counter.
    await john.page.getByText(/^Anna.* winked at you$/).waitFor();
    await expect.poll(() => counter(john.page, 'winks')).toBe(1);
    await john.shot('social-wink-notification');

    await anna.page.goto('/favorites?tab=followers');
    await anna.page.getByTestId('favorites-list').waitFor();
    expect(await anna.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^John/)]);
    await view(anna, 'followers');
    await expectAccessible(anna.page, 'her followers, 375 px');

    // She invites Mike from his profile: an invite he answers. He never wrote to her, so her Write
    // button is closed with the reason (a lady writes only in reply); she bookmarks him.
    const mikeId = await openProfileByName(anna, 'Mike');
    await anna.page.getByTestId('write-letter-closed').waitFor();
    expect(await anna.page.getByTestId('write-letter').isDisabled()).toBe(true);
    expect(await anna.page.getByTestId('write-letter-closed').getAttribute('aria-label')).toMatch(/once he has sent you a letter/);
    await anna.page.getByTestId('bookmark-button').click();
    await expect.poll(() => anna.page.getByTestId('bookmark-button').getAttribute('aria-pressed')).toBe('true');
    const invite = anna.page.getByTestId('favorite-button');
    await expect.poll(() => invite.textContent()).toBe('Invite to favorites');
    await invite.click();
    await expect.poll(() => invite.getAttribute('data-status')).toBe('invite');
    await view(anna, 'invite-sent');

    // Mike, at 1280 px: the invite among his followers; he accepts, and both have each other.
    const mike = await site(1280, '1280-mike');
    await mike.page.goto('/');
    await signIn(mike, 'mike@demo.local', DEMO_PASSWORD);
    await mike.page.goto('/favorites?tab=followers');
    await mike.page.getByTestId('favorites-list').waitFor();
    await mike.shot('social-invite');
    await mike.page.getByTestId('favorite-accept').click();
    await mike.page.getByTestId('favorite-accept').waitFor({ state: 'detached' });
    await mike.page.getByTestId('tab-accepted').click();
    await expect.poll(() => mike.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^Anna/)]);
    await view(mike, 'accepted');
    await mike.page.goto('/visitors');
    await mike.page.getByTestId('visitors-list').waitFor();
    expect(await mike.page.getByTestId('member-name').allTextContents()).toContainEqual(expect.stringMatching(/^Anna/));

    await anna.page.goto('/favorites');
    await expect.poll(() => anna.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^Mike/)]);
    await view(anna, 'accepted');
    await anna.page.goto(`/profile/${mikeId}`);
    await expect.poll(() => anna.page.getByTestId('favorite-button').getAttribute('data-status')).toBe('in favorite');
    await view(anna, 'write-closed');
    await expectAccessible(anna.page, 'a profile closed to writing');

    // Her bookmarks at 375 px: Mike, removed after confirming, then the empty state.
    await anna.page.goto('/bookmarks');
    await anna.page.getByTestId('bookmarks-list').waitFor();
    expect(await anna.page.getByTestId('member-name').allTextContents()).toEqual([expect.stringMatching(/^Mike/)]);
    await view(anna, 'bookmarks');
    await anna.page.getByTestId('bookmark-remove').click();
    await anna.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await anna.page.getByTestId('bookmarks-list-empty').waitFor();
    await view(anna, 'bookmarks-empty');

    // Anna ignores John: his buttons on her profile close ('ignore me').
    await anna.page.goto('/visitors');
    await anna.page.getByTestId('member-row').filter({ hasText: 'John' }).getByRole('link').first().click();
    await anna.page.waitForURL(/\/profile\/\d+$/);
    await anna.page.getByTestId('ignore-button').click();
    await anna.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => anna.page.getByTestId('ignore-button').textContent()).toBe('Stop ignoring');
    await view(anna, 'ignored');
    await expectAccessible(anna.page, 'an ignored member');
    await john.page.goto(`/profile/${annaId}`);
    await expect.poll(() => john.page.getByTestId('favorite-button').getAttribute('data-status')).toBe('ignore me');
    await john.page.goto('/favorites');
    await john.page.getByTestId('favorites-list-empty').waitFor();

    // Her lists in Russian, on a phone and on a desktop.
    for (const width of [375, 1280]) {
      const ru = await site(width, `${width}-ru-anna`, 'ru');
      await ru.page.goto('/');
      await signIn(ru, 'anna@demo.local', DEMO_PASSWORD);
      for (const [path, list, name] of [
        ['/visitors', 'visitors-list', 'ru-visitors'],
        ['/myKisses', 'kisses-list', 'ru-kisses'],
        ['/favorites', 'favorites-list', 'ru-favorites'],
      ] as const) {
        await ru.page.goto(path);
        // A list, or its empty state (she ignores John, so he left her lists).
        await ru.page
          .getByTestId(list)
          .or(ru.page.getByTestId(`${list}-empty`))
          .waitFor();
        await view(ru, name);
        await expectAccessible(ru.page, `${name} in Russian`);
      }
    }

    for (const s of sites) expect(s.errors, 'console errors').toEqual([]);
  }, 240_000);
});
