import { signInStaff as signInStaffApi } from '@dating/identity/testing';
import { SiteClient } from '@dating/platform/testing';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { productInBrowser } from '../../web/e2e/browser.js';
import { type AdminPage, DEMO_PASSWORD, DEMO_STAFF, type Envelope, expectAccessible, openAdmin, signInMember, signInStaff, siteApi } from './admin-site.js';
import { DEMO_STAFF_TOTP_SECRET } from './totp.js';

const DEMO = { secret: DEMO_STAFF_TOTP_SECRET };
/** Anna belongs to the demo agency (agency-1) that agency.moderator@demo.local moderates (identity seed). */
const LADY = 'anna@demo.local';
const MAN = 'john@demo.local';

type Photo = { id: number; user_id: number; state: string; on_moderation: boolean };

/**
 * The photo moderation flow in a real browser against the real built product: a demo lady uploads a
 * PNG through the Site API, her agency's moderator accepts it in the back office, the site moderator
 * makes the final accept; other members then see the photo, and the audit log holds both steps.
 * Screenshots go to admin/e2e/screenshots/.
 */
describe('photo moderation in a real browser', { timeout: 240_000 }, () => {
  const e2e = productInBrowser();
  const pages: AdminPage[] = [];
  let lady: { token: string; id: number };
  let photoId: number;

  const queueUrl = (memberId: number) =>
    `/admin/photo-moderation?${new URLSearchParams({
      filter: JSON.stringify({ state: 'pending', member_id: memberId }),
      sort: 'created_at',
      order: 'DESC',
    })}`;

  afterAll(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a lady of the demo agency uploads a PNG through the Site API; it waits for her agency', async () => {
    lady = await signInMember(e2e.product.url, LADY);
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 40, g: 140, b: 200 } } })
      .composite([
        {
          input: await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 250, g: 210, b: 60 } } })
            .png()
            .toBuffer(),
          top: 400,
          left: 250,
        },
      ])
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('album_type', 'public');
    form.append('blob', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'e2e.png');
    const res = await fetch(`${e2e.product.url}/api/member-photo/upload-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lady.token}` },
      body: form,
    });
    const body = (await res.json()) as Envelope<Photo[]>;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.result).toHaveLength(1);
    expect(body.result[0]).toMatchObject({ state: 'pending', on_moderation: true });
    photoId = body.result[0]!.id;
  });

  it('the agency moderator finds it in her queue (thumbnail visible), opens it and accepts it', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    pages.push(a);
    await signInStaff(a, DEMO_STAFF.agency_moderator, DEMO);
    const { page } = a;
    await page.goto(queueUrl(lady.id));
    const thumb = page.getByTestId(`preview-${photoId}`);
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const row = page.locator('.RaDataTable-table tbody tr', { has: thumb });
    expect(await row.textContent()).toContain('Your decision');
    // Both decision buttons fit the 1280 px screen (the last column is not cut off).
    for (const id of [`accept-${photoId}`, `reject-${photoId}`]) {
      const box = (await row.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(1280);
    }
    await a.shot('photo-moderation-queue-agency');
    await expectAccessible(a.page, 'photo-moderation-queue-agency');

    await row.locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/admin/photo-moderation/${photoId}/show$`));
    const large = page.getByTestId(`preview-${photoId}`);
    await large.waitFor();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The moderator sees the picture the lady uploaded (blue), not pixels the pipeline scrambled.
    const src = new URL((await large.getAttribute('src'))!, e2e.product.url);
    const shown = await sharp(Buffer.from(await (await fetch(src)).arrayBuffer())).stats();
    const [r, g, b] = shown.channels.map((c) => c.mean);
    expect(b! - r!, JSON.stringify([r, g, b])).toBeGreaterThan(80);
    await a.shot('photo-moderation-show-agency');
    await expectAccessible(a.page, 'photo-moderation-show-agency');
    await page.getByTestId(`accept-${photoId}`).click();
    // Still pending, now waiting for the site moderator; her buttons are gone.
    await page.getByTestId(`accept-${photoId}`).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.RaShow-main').textContent()).toMatch(/Agency decision\s*Accepted/);
    await expect.poll(() => page.locator('.RaShow-main').textContent()).toContain('Site moderator');
    await a.shot('photo-moderation-show-agency-accepted');
    expect(a.errors, a.errors.join('\n')).toEqual([]);
  });

  it('the site moderator finds it among what waits for her and accepts it with the bulk action', async () => {
    const a = await openAdmin(e2e.browser, e2e.product.url);
    pages.push(a);
    await signInStaff(a, DEMO_STAFF.site_moderator, DEMO);
    const { page } = a;
    await page.goto(queueUrl(lady.id));
    const thumb = page.getByTestId(`preview-${photoId}`);
    await thumb.waitFor();
    const row = page.locator('.RaDataTable-table tbody tr', { has: thumb });
    expect(await row.textContent()).toContain('Your decision');
    await page.getByTestId('waiting-for-me').click();
    await expect.poll(() => page.url()).toContain('waiting_step');
    await thumb.waitFor();
    await row.locator('input[type="checkbox"]').check();
    await a.shot('photo-moderation-queue-site');
    await expectAccessible(a.page, 'photo-moderation-queue-site');
    await page.getByTestId('bulk-accept').click();
    // Accepted: it leaves the pending tab and shows under Accepted.
    await thumb.waitFor({ state: 'detached' });
    await page.getByTestId('tab-accepted').click();
    await page.getByTestId(`preview-${photoId}`).waitFor();
    await a.shot('photo-moderation-queue-accepted');

    await page.goto(`/admin/photo-moderation/${photoId}/show`);
    await page.getByTestId('state-accepted').waitFor();
    expect(await page.getByTestId(`accept-${photoId}`).count()).toBe(0);
    await a.shot('photo-moderation-show-accepted');
    await expectAccessible(a.page, 'photo-moderation-show-accepted');

    // The video queue shows each video's length (the demo's videos are accepted), on its thumbnail and its page.
    await page.goto('/admin/video-moderation');
    await page.getByTestId('tab-accepted').click();
    const length = page.locator('[data-testid^="duration-"]').first();
    await length.waitFor();
    expect(await length.textContent()).toMatch(/^\d+:\d\d$/);
    await a.shot('video-moderation-accepted');
    await page.locator('.RaDataTable-table tbody tr').first().click();
    await page.waitForURL(/\/admin\/video-moderation\/\d+\/show$/);
    await expect.poll(() => page.getByTestId('video-length').textContent()).toMatch(/^\d+:\d\d$/);
    await a.shot('video-moderation-show');
    await expectAccessible(a.page, 'video-moderation-show');
    expect(a.errors, a.errors.join('\n')).toEqual([]);
  });

  it('another member now sees the photo, and the audit log holds both decisions', async () => {
    const man = await signInMember(e2e.product.url, MAN);
    const photos = await siteApi<Photo[] | { photos?: Photo[]; items?: Photo[] }>(
      e2e.product.url,
      'member-photo/get-photos',
      { target_user_id: lady.id, limit: 100 },
      man.token,
    );
    expect(photos.status, JSON.stringify(photos)).toBe(true);
    const list = Array.isArray(photos.result) ? photos.result : (photos.result.photos ?? photos.result.items ?? []);
    expect(list.find((p) => p.id === photoId)).toMatchObject({ state: 'accepted', on_moderation: false });

    const admin = await signInStaffApi(new SiteClient(e2e.product.url), {
      email: DEMO_STAFF.admin,
      password: DEMO_PASSWORD,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
    });
    const filter = JSON.stringify({ resource: 'photo-moderation', record_id: String(photoId) });
    // The record travels through the profiles outbox to identity's audit log: poll until both are there.
    const auditRows = async () => {
      const res = await fetch(
        `${e2e.product.url}/admin-api/audit-log?${new URLSearchParams({ filter, sort: JSON.stringify(['at', 'ASC']), range: JSON.stringify([0, 24]) })}`,
        {
          headers: { authorization: `Bearer ${admin.token}` },
        },
      );
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { action: string; actor_role: string; record_id: string }[];
      return rows.map((r) => [r.action, r.actor_role, r.record_id]);
    };
    await expect.poll(auditRows, { timeout: 20_000 }).toEqual([
      ['photo.agency-accept', 'agency_moderator', String(photoId)],
      ['photo.site-accept', 'site_moderator', String(photoId)],
    ]);
  });
});
