import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productInBrowser } from './browser.js';
import { expectAccessible, openSite, SCREENSHOT_DIR, signIn, type SitePage } from './site.js';

const DEMO_PASSWORD = 'demo-password';

/**
 * Letters in a real browser against the built product with its demo: a man writes to a lady from
 * her profile and pays write_letter; she reads it and replies, free; he reads the reply. Desktop
 * and 375 px screenshots, his mailbox in Russian too; no screen may log a console error.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('letters in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser({ timeout: 180_000 });
  const sites: SitePage[] = [];

  async function site(options: Parameters<typeof openSite>[2] = {}): Promise<SitePage> {
    const s = await openSite(e2e.browser, e2e.product.url, options);
    sites.push(s);
    return s;
  }

  /** The member's own token (the access-token cookie) for a direct Site API call. */
  async function call<T>(s: SitePage, path: string, body: Record<string, unknown> = {}): Promise<T> {
    const token = (await s.context.cookies()).find((c) => c.name === 'access-token')?.value;
    const res = await fetch(`${e2e.product.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { result: T }).result;
  }
  const balance = async (s: SitePage) => Number((await call<{ credits?: number }>(s, 'credit/get-balance')).credits ?? NaN);

  async function view(s: SitePage, name: string) {
    await s.page.waitForLoadState('networkidle').catch(() => {});
    await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}-letters-${name}.png`) });
  }

  /** John signed in on a new page, his inbox open with its dialogs listed. */
  async function johnsInbox(options: Parameters<typeof openSite>[2]): Promise<SitePage> {
    const s = await site(options);
    await s.page.goto('/');
    await signIn(s, 'john@demo.local', DEMO_PASSWORD);
    await s.page.goto('/letters/inbox');
    await s.page.getByTestId('dialog-row').first().waitFor();
    return s;
  }

  it('a man writes to a lady and pays; she replies free; he reads it (1280 and 375 px)', async () => {
    const lady = await site({ tag: 'lady' });
    await lady.page.goto('/');
    await signIn(lady, 'anna@demo.local', DEMO_PASSWORD);
    const annaId = (await call<{ user_id: number }>(lady, 'profile/load')).user_id;
    expect(annaId).toBeGreaterThan(0);

    const man = await site();
    const { page } = man;
    await page.goto('/');
    await signIn(man, 'john@demo.local', DEMO_PASSWORD);
    const before = await balance(man);
    await page.goto(`/profile/${annaId}`);
    await page.getByTestId('write-letter').click();
    const modal = page.getByTestId('send-letter-modal');
    await modal.waitFor();
    await modal.getByTestId('send-letter').click();
    await modal.getByText('The Subject field is required').waitFor();
    await modal.getByRole('textbox', { name: 'Subject' }).fill('Greetings from Boston');
    await modal.getByRole('textbox', { name: 'Letter' }).fill('Dear Anna,\n\nI loved your profile and your smile. Would you tell me about Kyiv?\n\nJohn');
    await view(man, 'send-modal');
    await expectAccessible(man.page, 'the send-letter modal');
    await modal.getByTestId('send-letter').click();
    await page.waitForURL(`**/letters/outbox/${annaId}`);
    await page.getByTestId('letter').filter({ hasText: 'Greetings from Boston' }).waitFor();
    await expect.poll(() => balance(man)).toBe(before - 10);
    await view(man, 'outbox');
    await expectAccessible(man.page, 'the outbox');

    // She reads it (the open time is stamped) and replies for free.
    await lady.page.goto('/letters/inbox');
    await expect.poll(async () => Number(await lady.page.getByTestId('unread-letters').getAttribute('data-count'))).toBeGreaterThan(0);
    await lady.page.getByTestId('dialog-row').first().click();
    await lady.page.getByTestId('letter').filter({ hasText: 'Greetings from Boston' }).click();
    const mail = lady.page.getByTestId('mail-modal');
    await mail.getByTestId('mail-text').filter({ hasText: 'tell me about Kyiv' }).waitFor();
    await mail.getByTestId('reply').click();
    await mail.getByRole('textbox', { name: 'Letter' }).fill('Dear John, Kyiv is beautiful in spring. Anna');
    await view(lady, 'reply');
    await expectAccessible(lady.page, 'the reply modal');
    await mail.getByTestId('send-letter').click();
    await mail.waitFor({ state: 'detached' });
    await lady.page.getByTestId('letter').filter({ hasText: 'Kyiv is beautiful' }).waitFor();
    expect(await balance(man)).toBe(before - 10);
    // Nothing chosen: the spec's message.
    await lady.page.getByRole('button', { name: 'Mark as read' }).click();
    await lady.page.getByText("You didn't choose mail for this operation").waitFor();

    // He reads the reply on a phone.
    const phone = await johnsInbox({ width: 375 });
    await view(phone, 'inbox');
    await expectAccessible(phone.page, 'the inbox, 375 px');
    await phone.page.getByTestId('dialog-row').first().click();
    await phone.page.getByTestId('letter').filter({ hasText: 'Kyiv is beautiful' }).click();
    await phone.page.getByTestId('mail-modal').getByTestId('mail-text').filter({ hasText: 'Kyiv is beautiful in spring' }).waitFor();
    await view(phone, 'read-reply');
    await phone.page.keyboard.press('Escape');
    await phone.page.getByTestId('mail-modal').waitFor({ state: 'detached' });
    await view(phone, 'thread');
    await expectAccessible(phone.page, 'a thread, 375 px');

    // The same mailbox in Russian, on a phone and on a desktop.
    for (const width of [375, 1280]) {
      const ru = await johnsInbox({ width, lang: 'ru' });
      await view(ru, 'ru-inbox');
      await ru.page.getByTestId('dialog-row').first().click();
      await ru.page.getByTestId('letter').filter({ hasText: 'Kyiv is beautiful' }).waitFor();
      await view(ru, 'ru-thread');
      await expectAccessible(ru.page, 'a thread in Russian');
      // A thread type with no dialog says so across the page.
      await ru.page.goto('/letters/starred');
      await ru.page.getByTestId('letters-empty').getByText('Нет писем со звездой').waitFor();
      await view(ru, 'ru-starred-empty');
      await expectAccessible(ru.page, 'an empty mailbox in Russian');
    }

    for (const s of sites) expect(s.errors, 'console errors').toEqual([]);
  }, 180_000);
});
