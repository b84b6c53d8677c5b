import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAKE_CAMERA_ARGS, productInBrowser } from './browser.js';
import { buyPack, expectAccessible, expectText, openSite, register, SCREENSHOT_DIR, signIn, type SitePage } from './site.js';

const APPROVE = '4242 4242 4242 4242';
/** A short billed minute (chat-room's CHAT_BILLING_MINUTE_MS) so 50 credits run out in about 20 s. */
const MINUTE_MS = 400;

/**
 * Live chat in a real browser against the built product: a new man (50 credits bought in the
 * sandbox, desktop, English) and a demo lady (375 px, Russian) chat; billing starts with her reply
 * and ticks every short minute, his header balance drops with each, and when he cannot pay the next
 * minute the chat stops by itself with the low-balance toast and the low-credits modal; /orders then
 * shows the chat minutes. Then the live cam: the lady (web cam badge) starts her camera (Chromium's
 * fake device) and the man's page plays her video, billed at the video_chat price, again after he
 * reloads his page. Every screen is screenshotted and none may log a console error.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('live chat in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser({ env: { CHAT_BILLING_MINUTE_MS: String(MINUTE_MS), CHAT_TICK_MS: '100' }, browserArgs: FAKE_CAMERA_ARGS, timeout: 150_000 });
  const sites: SitePage[] = [];

  async function view(s: SitePage, name: string) {
    await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}-${name}-view.png`) });
  }

  it('a man and a lady chat while billing ticks until his credits run out; his orders show the minutes', async () => {
    const him = await openSite(e2e.browser, e2e.product.url, { width: 1280, tag: '1280-chat-man' });
    const her = await openSite(e2e.browser, e2e.product.url, { width: 375, lang: 'ru', tag: '375-ru-chat-lady', agreementAccepted: true });
    sites.push(him, her);

    // He joins and buys 50 credits; she signs in and stays on the home page: she is online on every
    // page of the site, not only on the chat screen.
    await him.page.goto('/');
    await register(him, { name: 'Chatty Tom', email: `tom.${Date.now()}@example.com`, password: 'secret-pass-1' });
    await buyPack(him, 50, APPROVE);
    await expectText(him.page, 'balance-value', '50');

    await her.page.goto('/');
    await signIn(her, 'anna@demo.local', 'demo-password');

    // He sees her on the online list, and her profile's Chat button opens the conversation.
    await him.page.goto('/chat');
    const anna = him.page.getByTestId('chat-user').filter({ hasText: 'Anna' }).first();
    await anna.waitFor();
    const annaId = (await anna.getAttribute('data-user-id'))!;
    // She opens the chat and sees him online, at the top of her list.
    await her.page.goto('/chat');
    await her.page.getByTestId('chat-online-list').waitFor();
    await her.page.getByTestId('chat-user').first().filter({ hasText: 'Chatty Tom' }).waitFor();
    await expectAccessible(her.page, 'her chat list');
    await her.shot('list-him-online');
    await him.page.getByTestId('chat-no-companion').waitFor();
    await him.shot('pick');
    await expectAccessible(him.page, 'his chat with no one picked');
    await him.page.goto(`/profile/${annaId}`);
    await him.page.getByTestId('profile-chat').click();
    await him.page.waitForURL(`**/chat/${annaId}`);
    await him.page.getByTestId('chat-empty').waitFor();
    // Her chat can be reported from its header on a wide screen (the flag; her phone's header has no room for it).
    await him.page.getByTestId('chat-conversation').getByRole('button', { name: 'Report' }).click();
    await him.page.getByRole('dialog', { name: 'Report Anna' }).waitFor();
    await him.page.keyboard.press('Escape');
    await expect.poll(() => him.page.getByRole('dialog', { name: 'Report Anna' }).count()).toBe(0);

    // The composer refuses Cyrillic with the form's message, then sends; she hears him typing.
    const input = him.page.getByTestId('chat-input');
    await input.fill('Привет');
    await expectText(him.page, 'chat-input-error', /Cyrillic|Russian|cyrillic/);
    expect(await him.page.getByTestId('chat-send').isDisabled()).toBe(true);
    await input.fill('');
    await input.pressSequentially('Hello Anna', { delay: 20 });
    await her.page
      .getByTestId('chat-user')
      .filter({ hasText: 'Chatty Tom' })
      .getByText(/печатает/)
      .waitFor();
    // She goes on browsing: his message reaches her on the search page as an invite popup, whose
    // reply opens the conversation (on her phone, instead of the list).
    await her.page.getByTestId('menu-button').click();
    await her.page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Мужчины' }).click();
    await her.page.getByTestId('search-count').waitFor();
    await input.press('Enter');
    await him.page.getByTestId('chat-message').filter({ hasText: 'Hello Anna' }).waitFor();
    const popup = her.page.getByTestId('chat-invite-popup');
    await popup.filter({ hasText: 'Hello Anna' }).waitFor();
    await popup.getByText('Chatty Tom приглашает вас в чат').waitFor();
    await her.shot('invite-popup');
    await expectAccessible(her.page, 'the invite popup on the search page');
    await popup.getByTestId('chat-invite-reply').click();
    await her.page.waitForURL(/\/chat\/\d+$/);
    await her.page.getByTestId('chat-conversation').waitFor();
    expect(await popup.count()).toBe(0);
    expect(await her.page.getByTestId('chat-online-list').count()).toBe(0);
    await her.page.getByTestId('chat-message').filter({ hasText: 'Hello Anna' }).waitFor();
    await her.page.getByTestId('chat-input').fill('Hi Tom, nice to meet you');
    await her.page.getByTestId('chat-send').click();
    await him.page.getByTestId('chat-message').filter({ hasText: 'Hi Tom, nice to meet you' }).waitFor();
    await him.page.getByTestId('billing-timer').waitFor();
    await her.page.getByTestId('billing-timer').waitFor();

    // His balance drops with every billed minute while they talk.
    await expect.poll(async () => Number(await him.page.getByTestId('balance-value').textContent()), { timeout: 10_000 }).toBeLessThan(45);
    await input.fill('How is your day going?');
    await input.press('Enter');
    await her.page.getByTestId('chat-message').filter({ hasText: 'How is your day going?' }).waitFor();
    await him.page.getByTestId('billing-time').waitFor();
    expect(await him.page.getByTestId('billing-time').textContent()).toMatch(/^\d\d:\d\d$/);
    await him.shot('billing');
    await view(him, 'chat-man-billing');
    await her.shot('billing');
    await view(her, 'ru-chat-lady-billing');

    // He cannot pay the next minute: the chat stops by itself with the low-balance toast and modal.
    await him.page.getByTestId('toast-warning').filter({ hasText: 'Low balance. Please top up your account' }).waitFor({ timeout: 60_000 });
    await him.page.getByTestId('low-credits-modal').waitFor();
    await him.page.getByTestId('billing-timer').waitFor({ state: 'detached' });
    await her.page.getByTestId('billing-timer').waitFor({ state: 'detached' });
    await expectText(him.page, 'balance-value', '0');
    await him.page.getByTestId('chat-ended').filter({ hasText: 'not enough credits' }).waitFor();
    await her.page.getByTestId('chat-ended').waitFor();
    await him.shot('low-balance');
    await view(him, 'chat-man-low-balance');
    await him.page.keyboard.press('Escape');
    await him.page.getByTestId('low-credits-modal').waitFor({ state: 'detached' });

    // His orders show the chat minutes with her.
    await him.page.goto('/orders');
    const rows = him.page.getByTestId('orders-table').getByTestId('row');
    await rows.first().waitFor();
    // The chat's minutes are one order with her (its quantity is the minutes billed).
    const chatOrders = (await rows.allTextContents()).filter((r) => r.includes('Text chat'));
    expect(chatOrders).toHaveLength(1);
    expect(chatOrders[0]).toContain('Anna');
    await him.shot('orders');

    // The man's chat at 375 px: the list and the conversation are panes that switch.
    await him.page.setViewportSize({ width: 375, height: 812 });
    await him.page.goto(`/chat/${annaId}`);
    await him.page.getByTestId('chat-message').first().waitFor();
    expect(await him.page.getByTestId('chat-online-list').count()).toBe(0);
    // His first message on his side from the first paint after the load, and the header settled before the picture.
    expect(await him.page.getByTestId('chat-message').first().getAttribute('data-mine')).toBe('true');
    await him.page.getByTestId('balance-value').waitFor();
    await view(him, 'chat-man-conversation');
    await him.page.getByTestId('chat-back').click();
    await him.page.getByTestId('chat-online-list').waitFor();
    await view(him, 'chat-man-list');

    // Her conversation after the stop, on a desktop, in Russian.
    await her.page.setViewportSize({ width: 1280, height: 900 });
    await her.page.getByTestId('chat-user').filter({ hasText: 'Продолжить разговор' }).waitFor();
    await view(her, 'ru-chat-lady-ended');

    for (const s of sites) expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 180_000);

  it('the lady starts her camera in an active chat and the man watches it, billed as a video chat', async () => {
    const him = await openSite(e2e.browser, e2e.product.url, { width: 375, tag: '375-cam-man' });
    const her = await openSite(e2e.browser, e2e.product.url, { width: 1280, lang: 'ru', tag: '1280-ru-cam-lady', agreementAccepted: true });
    sites.push(him, her);

    // He buys 500 credits (a live cam minute costs 3, and minutes here last 400 ms); Anna (web cam) is in the chat.
    await him.page.goto('/');
    await register(him, { name: 'Camera Sam', email: `sam.${Date.now()}@example.com`, password: 'secret-pass-1' });
    await buyPack(him, 500, APPROVE);
    await her.page.goto('/');
    await signIn(her, 'anna@demo.local', 'demo-password');
    await her.page.goto('/chat');
    await her.page.getByTestId('chat-online-list').waitFor();
    await him.page.goto('/chat');
    const anna = him.page.getByTestId('chat-user').filter({ hasText: 'Anna' }).first();
    await anna.waitFor();
    const annaId = (await anna.getAttribute('data-user-id'))!;
    await him.page.goto(`/chat/${annaId}`);
    await him.page.getByTestId('chat-input').fill('Can I see you?');
    await him.page.getByTestId('chat-input').press('Enter');
    await her.page.getByTestId('chat-invite').filter({ hasText: 'Can I see you?' }).first().click();
    // No camera before the chat is billed: the button comes with billing.
    await her.page.getByTestId('chat-conversation').waitFor();
    expect(await her.page.getByTestId('chat-cam-start').count()).toBe(0);
    await her.page.getByTestId('chat-input').fill('Of course, one moment');
    await her.page.getByTestId('chat-send').click();
    await her.page.getByTestId('billing-timer').waitFor();

    // She starts her camera from the keyboard; her preview shows his price.
    await her.page.getByTestId('chat-cam-start').focus();
    await her.page.keyboard.press('Enter');
    await her.page.getByTestId('chat-cam-preview').waitFor();
    await expectText(her.page, 'chat-cam-price', /3 кредита/);

    // His page plays her video (the fake camera's frames) with the video_chat price.
    const video = him.page.getByTestId('chat-cam-video');
    await video.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.videoWidth)), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectText(him.page, 'chat-cam-price', '3 credits per minute');
    await him.shot('video');
    await view(him, 'cam-man-video');
    await her.shot('camera-on');

    // He reloads his page mid-call: it asks her page for a fresh offer (camRequestOffer) and plays her video again.
    await him.page.reload();
    const again = him.page.getByTestId('chat-cam-video');
    await again.waitFor({ timeout: 20_000 });
    await expect.poll(() => again.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.videoWidth)), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectText(him.page, 'chat-cam-price', '3 credits per minute');
    await her.page.getByTestId('chat-cam-preview').waitFor();

    // He closes her video (keyboard): her camera goes off on both pages; minutes are text minutes again.
    await him.page.getByTestId('chat-cam-close').focus();
    await him.page.keyboard.press('Enter');
    await him.page.getByTestId('chat-cam-panel').waitFor({ state: 'detached' });
    await her.page.getByTestId('chat-cam-panel').waitFor({ state: 'detached' });
    await her.page.getByTestId('chat-cam-start').waitFor();

    // He opens her photos from the chat and buys her private one there; she is told in her chat.
    await him.page.getByTestId('chat-photos').click();
    const gallery = him.page.getByTestId('chat-photos-modal');
    await gallery.getByTestId('photo-locked').first().waitFor();
    await him.shot('chat-photos');
    await expectAccessible(him.page, 'her photos in the chat');
    await gallery.locator('[data-testid^="buy-photo-"]').first().click();
    await him.page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: /^Buy for \d+ credits?$/ })
      .click();
    await gallery.getByTestId('photo-locked').waitFor({ state: 'detached' });
    await her.page.getByTestId('toast-success').filter({ hasText: 'Camera Sam купил ваше приватное фото' }).waitFor();
    // The bought photo's buy button is gone with its lock: the keyboard is back inside the gallery before Escape closes it.
    await expect.poll(() => gallery.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await him.page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    await him.page.getByTestId('chat-end').click();
    await him.page.getByTestId('billing-timer').waitFor({ state: 'detached' });

    // His orders show the live cam minutes as one video chat order.
    await him.page.goto('/orders');
    await him.page.getByTestId('orders-table').getByTestId('row').first().waitFor();
    expect((await him.page.getByTestId('orders-table').getByTestId('row').allTextContents()).filter((r) => r.includes('Video chat'))).toHaveLength(1);
    await him.shot('orders-video-chat');

    for (const s of sites) expect(s.errors, s.errors.join('\n')).toEqual([]);
  }, 180_000);
});
