import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signInStaff } from '@dating/identity/testing';
import { SiteClient } from '@dating/platform/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_TOTP_SECRET } from '../../admin/e2e/totp.js';
import { productInBrowser } from './browser.js';
import { expectAccessible, expectText, openSite, SCREENSHOT_DIR, signIn, type SitePage } from './site.js';

const DEMO_PASSWORD = 'demo-password';
const MAN = 'john@demo.local';
/** Anna belongs to the demo agency: her video needs the agency's and then the site's decision. */
const LADY = 'anna@demo.local';

type Envelope<T> = { status: boolean; code?: number; desc?: string; result: T; credits?: number };
type Media = { id: number; album_type: string; locked: boolean; can_buy: boolean; state: string };
type Card = { user_id: number; name: string; age: number | null };

/**
 * The media screens against the built product and its demo: a man searches with filters, opens a
 * lady, buys a private photo once (his credits drop by the price once, however often he comes back)
 * and a private video he then watches; the ladies videos screen; a lady's albums and the upload
 * modal's client-side rules. 1280 px in English and 375 px in Russian; every screen is screenshotted
 * and none may log a console error.
 */
describe('media screens in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser();
  let site: SiteClient;
  let man: string;
  let anna: string;
  let lady: { id: number; name: string; age: number; photoId: number };
  let videoId = 0;
  let photoPrice = 0;
  let videoPrice = 0;
  const sites: SitePage[] = [];

  const api = async <T>(path: string, body: Record<string, unknown>, token?: string) => (await site.call<T>(path, body, { token })).body as Envelope<T>;
  const balance = async () => Number((await api<{ credits: number }>('credit/get-balance', {}, man)).credits);

  async function open(options: Parameters<typeof openSite>[2]) {
    const s = await openSite(e2e.browser, e2e.product.url, options);
    sites.push(s);
    return s;
  }
  async function view(s: SitePage, name: string) {
    await s.page.waitForLoadState('networkidle').catch(() => {});
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await s.page.screenshot({ path: join(SCREENSHOT_DIR, `${s.page.viewportSize()!.width}-${name}-view.png`) });
  }
  /** Chooses a value in one of the search filter's selects and waits for the URL to hold it. */
  async function pick(s: SitePage, key: string, option: string) {
    await s.page.getByTestId(`filter-${key}`).locator('[role=combobox]').click();
    await s.page.getByRole('option', { name: option, exact: true }).click();
    await s.page.waitForURL((url) => url.searchParams.get(key) === option);
    await s.page.getByRole('listbox').waitFor({ state: 'detached' });
  }
  async function headerBalance(s: SitePage) {
    const text = await s.page.getByTestId('balance-value').first().textContent();
    return Number((text ?? '').replace(/\D/g, ''));
  }

  beforeAll(async () => {
    site = new SiteClient(e2e.product.url);
    const signedIn = async (email: string) => (await api<{ access_token: string }>('member/sign-in', { email, password: DEMO_PASSWORD })).result.access_token;
    man = await signedIn(MAN);
    const prices = (await api<{ action: string; price: number }[]>('site/settings/get-price', {})).result;
    photoPrice = prices.find((p) => p.action === 'private_photo_buy')!.price;
    videoPrice = prices.find((p) => p.action === 'private_video_buy')!.price;

    // A demo lady with a private photo (every third has one) and an age the test can filter by.
    const ladies = (await api<Card[]>('profile/search', { page: 1 }, man)).result;
    for (const card of ladies) {
      const photos = (await api<Media[]>('member-photo/get-photos', { target_user_id: card.user_id }, man)).result;
      const locked = photos.find((p) => p.can_buy);
      if (locked && card.age) {
        lady = { id: card.user_id, name: card.name, age: card.age, photoId: locked.id };
        break;
      }
    }
    expect(lady, 'a demo lady with a private photo on the first page').toBeDefined();

    // Anna uploads a private video (an mp4 by its first bytes) and both moderation steps accept it.
    anna = await signedIn(LADY);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]);
    const form = new FormData();
    form.set('album_type', 'private');
    form.set('title', 'Evening in Odesa');
    form.append('blob', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'evening.mp4');
    const upload = (await (
      await fetch(`${e2e.product.url}/api/member-video/upload-video`, { method: 'POST', headers: { authorization: `Bearer ${anna}` }, body: form })
    ).json()) as Envelope<Media>;
    expect(upload.status, JSON.stringify(upload)).toBe(true);
    videoId = upload.result.id;
    for (const email of ['agency.moderator@demo.local', 'site.moderator@demo.local']) {
      const staff = await signInStaff(site, { email, password: DEMO_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET });
      const decided = await site.admin('PUT', `video-moderation/${videoId}`, { token: staff.token, body: { decision: 'accept' } });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    }
  }, 180_000);

  afterAll(async () => {
    for (const s of sites) await s.context.close().catch(() => {});
  });

  it('a man searches with filters, opens a lady and buys her private photo once; then buys and watches her video (1280 px, en)', async () => {
    const s = await open({ width: 1280, lang: 'en' });
    const { page } = s;
    await page.goto('/');
    await signIn(s, MAN, DEMO_PASSWORD);
    await page.goto('/search');
    await page.getByTestId('search-results').waitFor();
    await page.getByTestId('filter-name_or_id').fill(String(lady.id));
    await page.getByTestId('filter-name_or_id').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name_or_id') === String(lady.id));
    await pick(s, 'age_min', String(lady.age));
    await pick(s, 'age_max', String(lady.age));
    await expect.poll(() => page.getByTestId('search-results').getByTestId('profile-card').count()).toBe(1);
    await expect.poll(async () => (await page.getByTestId('search-results').getByTestId('card-name').textContent())?.trim()).toBe(`${lady.name}, ${lady.age}`);
    const before = await balance();
    await page.getByTestId('search-results').getByTestId('profile-card').click();
    await page.waitForURL(`**/profile/${lady.id}`);

    const gallery = page.getByTestId('member-media');
    await gallery.waitFor();
    await gallery.getByTestId('photo-locked').first().waitFor();
    await expectText(page, `buy-photo-${lady.photoId}`, `Buy for ${photoPrice} credits`);
    await expect.poll(() => headerBalance(s)).toBe(before);
    await page.getByTestId('section-photos').scrollIntoViewIfNeeded();
    await s.shot('profile-gallery-locked');
    await expectAccessible(s.page, 'a profile with a locked private photo');
    await view(s, 'en-profile-gallery');

    await page.getByTestId(`buy-photo-${lady.photoId}`).click();
    // A purchase asks first, naming the price.
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: `Buy for ${photoPrice} credits` })
      .click();
    await page.getByTestId(`open-photo-${lady.photoId}`).waitFor();
    expect(await page.getByTestId(`buy-photo-${lady.photoId}`).count()).toBe(0);
    await expect.poll(() => headerBalance(s)).toBe(before - photoPrice);
    expect(await balance()).toBe(before - photoPrice);

    // The viewing modal: arrows move between photos, Escape closes it.
    await page.getByTestId(`open-photo-${lady.photoId}`).click();
    const viewer = page.getByTestId('photo-viewer');
    await viewer.getByTestId('viewer-image').waitFor();
    await expect.poll(() => viewer.getByTestId('viewer-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await view(s, 'en-photo-viewer');
    const counter = await viewer.getByTestId('viewer-counter').textContent();
    await page.keyboard.press('ArrowRight');
    // A lone photo is named, not counted: nothing to move to then.
    if (/ \/ \d+$/.test(counter ?? '') && !counter?.endsWith(' / 1'))
      await expect.poll(() => viewer.getByTestId('viewer-counter').textContent()).not.toBe(counter);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Reopening the profile shows it unlocked and charges nothing.
    await page.reload();
    await page.getByTestId(`open-photo-${lady.photoId}`).waitFor();
    expect(await page.getByTestId(`buy-photo-${lady.photoId}`).count()).toBe(0);
    expect(await balance()).toBe(before - photoPrice);

    // The video: Anna's, bought and watched from the ladies videos screen.
    await page.goto('/videos');
    await page.getByTestId('video-results').waitFor();
    await page.getByTestId('video-filter-name').fill('Anna');
    await page.getByTestId('video-filter-find').click();
    await page.waitForURL((url) => url.searchParams.get('name_or_id') === 'Anna');
    await page.getByTestId(`buy-video-${videoId}`).waitFor();
    await expectText(page, `buy-video-${videoId}`, `Buy for ${videoPrice} credits`);
    await s.shot('videos');
    await expectAccessible(s.page, 'the ladies videos');
    await view(s, 'en-videos');
    await page.getByTestId(`buy-video-${videoId}`).click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: `Buy for ${videoPrice} credits` })
      .click();
    await page.getByTestId(`play-video-${videoId}`).waitFor();
    await expect.poll(() => headerBalance(s)).toBe(before - photoPrice - videoPrice);
    await page.getByTestId(`play-video-${videoId}`).click();
    const player = page.getByTestId('video-player');
    const src = await player.locator('source').getAttribute('src');
    expect(src).toMatch(new RegExp(`^/media/videos/${videoId}\\?`));
    // The player streams with range requests.
    const ranged = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { range: 'bytes=0-99' } });
      return { status: res.status, range: res.headers.get('content-range'), length: (await res.arrayBuffer()).byteLength };
    }, src!);
    expect(ranged).toEqual({ status: 206, range: expect.stringMatching(/^bytes 0-99\//) as unknown as string, length: 100 });
    await view(s, 'en-video-player');
    await page.keyboard.press('Escape');
    expect(await balance()).toBe(before - photoPrice - videoPrice);

    // His purchased album holds the photo.
    await page.goto('/albums?album=purchased');
    await page.getByTestId('album-photos').waitFor();
    expect(await page.getByTestId('own-photo').count()).toBeGreaterThanOrEqual(1);
    await s.shot('albums-purchased');
    await view(s, 'en-albums-purchased');
    await expectAccessible(s.page, 'purchased photos');
    expect(s.errors, s.errors.join('\n')).toEqual([]);
  });

  it('on a phone in Russian the bought photo stays unlocked and free; a lady uploads photos with the client-side rules (375 px, ru)', async () => {
    const s = await open({ width: 375, lang: 'ru' });
    const { page } = s;
    await page.goto('/');
    await signIn(s, MAN, DEMO_PASSWORD);
    const before = await balance();
    await page.goto(`/profile/${lady.id}`);
    await page.getByTestId(`open-photo-${lady.photoId}`).waitFor();
    expect(await page.getByTestId(`buy-photo-${lady.photoId}`).count()).toBe(0);
    await page.getByTestId('section-photos').scrollIntoViewIfNeeded();
    await page.getByTestId('section-photos').screenshot({ path: join(SCREENSHOT_DIR, '375-ru-profile-gallery-section.png') });
    await view(s, 'ru-profile');
    await page.goto('/videos');
    await page.getByTestId('video-results').waitFor();
    await view(s, 'ru-videos');
    expect(await balance()).toBe(before);
    expect(s.errors, s.errors.join('\n')).toEqual([]);

    const w = await open({ width: 375, lang: 'ru', tag: '375-ru-woman' });
    await w.page.goto('/');
    await signIn(w, LADY, DEMO_PASSWORD);
    await w.page.goto('/albums');
    await w.page.getByTestId('album-photos').waitFor();
    await view(w, 'ru-albums');
    await expectAccessible(w.page, 'her albums in Russian, 375 px');
    await w.page.getByTestId('open-upload').click();
    const modal = w.page.getByTestId('upload-photos-modal');
    await modal.waitFor();
    await modal.getByTestId('upload-album-private').click();
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 230, g: 120, b: 150 } } })
      .png()
      .toBuffer();
    const tiny = await sharp({ create: { width: 30, height: 30, channels: 3, background: { r: 10, g: 10, b: 10 } } })
      .png()
      .toBuffer();
    await modal.getByTestId('upload-input').setInputFiles([
      { name: 'sunset.png', mimeType: 'image/png', buffer: big },
      { name: 'tiny.png', mimeType: 'image/png', buffer: tiny },
      { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await modal.getByTestId('upload-file-ready').waitFor();
    await expect
      .poll(async () => (await modal.getByTestId('upload-file-status').allTextContents()).sort())
      .toEqual(['Минимальное разрешение — 50x50 пикселей', 'Неверное расширение файла. Допустимы: png, jpg, jpeg', 'Уменьшено до 3000×2250'].sort());
    await view(w, 'ru-upload-modal');
    await modal.getByTestId('upload-submit').click();
    await modal.waitFor({ state: 'detached' });
    await w.page.getByTestId('tab-private').click();
    await w.page.locator('[data-testid=own-photo][data-state=pending]').first().waitFor();
    await w.page.getByTestId('state-pending').first().waitFor();
    await view(w, 'ru-albums-private-pending');
    await w.page.getByTestId('kind-videos').click();
    await w.page.getByTestId('album-videos').waitFor();
    await view(w, 'ru-albums-videos');
    await expectAccessible(w.page, 'her videos in Russian, 375 px');

    // A video upload: the browser takes a still of the chosen WebM (the demo's clip), shows it and sends it as the poster.
    await w.page.getByTestId('open-video-upload').click();
    const videoModal = w.page.getByTestId('upload-video-modal');
    const clip = await readFile(new URL('../../services/profiles/fixtures/demo-videos/demo-clip-sea.webm', import.meta.url));
    await videoModal.getByTestId('upload-input').setInputFiles({ name: 'sea.webm', mimeType: 'video/webm', buffer: clip });
    const still = videoModal.getByTestId('upload-video-poster');
    await still.waitFor();
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await expectText(w.page, 'upload-video-status', 'Этот кадр станет превью');
    await view(w, 'ru-upload-video-modal');
    await videoModal.getByTestId('upload-submit').click();
    await videoModal.waitFor({ state: 'detached' });
    const own = (await api<(Media & { poster_path: string | null; duration: number | null })[]>('member-video/album-video', { album_type: 'all' }, anna))
      .result;
    const uploaded = own.find((v) => v.state === 'pending')!;
    expect(uploaded.poster_path).toBeTruthy();
    expect(uploaded.duration).toBe(2.5);
    const poster = await fetch(`${e2e.product.url}${uploaded.poster_path}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).width).toBe(256);
    await w.page.locator('[data-testid=own-video][data-state=pending] [data-testid=video-poster]').waitFor();
    await expectText(w.page, 'video-duration', '0:03');
    await view(w, 'ru-albums-videos-poster');
    await w.page.goto('/myProfile');
    await w.page.getByTestId('manage-media').scrollIntoViewIfNeeded();
    await w.page.getByTestId('section-photos').screenshot({ path: join(SCREENSHOT_DIR, '375-ru-my-profile-media.png') });
    expect(w.errors, w.errors.join('\n')).toEqual([]);

    // Her albums on a desktop in English: the pending photo in "All", the video approved.
    const d = await open({ width: 1280, lang: 'en', tag: '1280-woman' });
    await d.page.goto('/');
    await signIn(d, LADY, DEMO_PASSWORD);
    await d.page.goto('/albums?album=all');
    await d.page.locator('[data-testid=own-photo][data-state=pending]').first().waitFor();
    await d.page.getByTestId('on-moderation').waitFor();
    await view(d, 'en-woman-albums');

    // She edits the photo she uploaded: turned and cropped square in the editor, it is uploaded again and waits for moderation.
    const pending = (await api<(Media & { width: number; height: number })[]>('member-photo/album-photo', { album_type: 'all' }, anna)).result.find(
      (p) => p.state === 'pending',
    )!;
    expect(pending.width).not.toBe(pending.height);
    const tile = d.page.locator(`[data-testid=own-photo][data-state=pending]`).first();
    await tile.getByTestId('photo-actions').click();
    await d.page.getByTestId('action-edit').click();
    const editor = d.page.getByTestId('photo-editor-modal');
    await editor.locator('img').first().waitFor();
    await editor.getByTestId('photo-editor-rotate-right').click();
    await editor.getByTestId('photo-editor-shape-square').click();
    await view(d, 'en-photo-editor');
    await expectAccessible(d.page, 'the photo editor, 1280 px');
    await editor.getByTestId('photo-editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const edited = (await api<(Media & { width: number; height: number })[]>('member-photo/album-photo', { album_type: 'all' }, anna)).result.find(
          (p) => p.id === pending.id,
        )!;
        return [edited.state, edited.width === edited.height];
      })
      .toEqual(['pending', true]);
    await d.page.goto('/albums?album=all&kind=videos');
    await d.page.locator('[data-testid=own-video][data-state=accepted]').first().waitFor();
    await view(d, 'en-woman-albums-videos');
    expect(d.errors, d.errors.join('\n')).toEqual([]);

    // A visitor on the lady's public profile sees her public photos (nothing to buy, no private one).
    const v = await open({ width: 1280, lang: 'en', tag: '1280-visitor' });
    await v.page.goto(`/publicProfile/${lady.id}`);
    await v.page.getByTestId('public-photos').waitFor();
    const publicIds = (await api<Media[]>('member-photo/get-photos', { target_user_id: lady.id }, man)).result.filter((p) => p.album_type === 'public');
    await expect.poll(() => v.page.getByTestId('photo-tile').count()).toBe(publicIds.length);
    expect(await v.page.getByTestId(`open-photo-${lady.photoId}`).count()).toBe(0);
    expect(await v.page.locator('[data-testid^=buy-photo-]').count()).toBe(0);
    await view(v, 'en-public-profile');
    await v.page.setViewportSize({ width: 375, height: 812 });
    await v.page.getByTestId('section-photos').scrollIntoViewIfNeeded();
    await v.page.screenshot({ path: join(SCREENSHOT_DIR, '375-en-public-profile-photos.png') });
    expect(v.errors, v.errors.join('\n')).toEqual([]);
  });
});
