import { BILLING_DB, BillingLedgerModule, LEDGER_PORT, type LedgerPort, LedgerService } from '@dating/billing-ledger';
import { grantTestCredits } from '@dating/billing-ledger/testing';
import type { ServiceDb } from '@dating/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

type Photo = { id: number; album_type: string; locked: boolean; can_buy: boolean; was_bought: boolean; original: string | null; charged?: number };

/** Buying a private photo through billing's real ledger, and who may see private media (spec section 6). */
describe('member-photo/buy-photo and private media authorization', () => {
  let t: ProfilesTestApp;
  let lady: string;
  let rich: string;
  let poor: string;
  let privateId: number;
  let publicId: number;

  const get = (path: string, token?: string) => fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const balance = async (id: string) => Number((await t.app.get<LedgerPort>(LEDGER_PORT, { strict: false }).getBalance({ accountId: id })).balance?.available);

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    lady = await t.register({ id: 520001, userType: 'woman', name: 'Olena' });
    rich = await t.register({ id: 520011, userType: 'man', name: 'John' });
    poor = await t.register({ id: 520012, userType: 'man', name: 'Mark' });
    const billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id IN ('520011', '520012')`),
      (r) => r.length === 2,
    );
    await t.app.get(LedgerService).execute({
      accountId: '520011',
      actor: 'system:test',
      idempotencyKey: 'grant:520011',
      command: { type: 'GrantCredits', grantId: 'grant:520011', credits: 100, reason: 'test', staffId: 'system' },
    });
    const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#aa6655' } })
      .jpeg()
      .toBuffer();
    for (const album of ['private', 'public']) {
      const form = new FormData();
      form.set('album_type', album);
      form.append('blob', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${lady}` }, body: form });
      const id = ((await res.json()) as { result: Photo[] }).result[0]!.id;
      if (album === 'private') privateId = id;
      else publicId = id;
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it('a photo on moderation cannot be bought, nor be the avatar', async () => {
    expect((await t.site.call('member-photo/buy-photo', { photo_id: privateId }, { token: rich })).body).toMatchObject({ status: false, code: 10404 });
    expect((await t.site.call('member-photo/establish-avatar', { photo_id: publicId }, { token: lady })).body).toMatchObject({
      status: false,
      code: 10002,
      desc: 'Only an accepted photo can be the avatar',
    });
  });

  it('a private photo cannot be the avatar; an accepted public one can', async () => {
    await t.db.query(`UPDATE profiles.photos SET state = 'accepted' WHERE member_id = 520001`);
    expect((await t.site.call('member-photo/establish-avatar', { photo_id: privateId }, { token: lady })).body).toMatchObject({
      status: false,
      code: 10002,
      desc: 'A private photo cannot be the avatar',
    });
    const ok = await t.site.call<{ avatar: string }>('member-photo/establish-avatar', { photo_id: publicId }, { token: lady });
    expect(ok.body.result!.avatar).toBe(`/media/photos/${publicId}/small`);
    expect((await get(ok.body.result!.avatar)).status).toBe(200);
  });

  it('a visitor and a man who has not bought it never reach the private original; the owner does', async () => {
    const path = `/media/photos/${privateId}/original`;
    expect((await get(path)).status).toBe(404);
    expect((await get(path, rich)).status).toBe(404);
    expect((await get(path, 'staff:finance')).status).toBe(404);
    expect((await get(path, lady)).status).toBe(200);
    const seen = await t.site.call<Photo>('member-photo/load-photo-by-id', { photo_id: privateId }, { token: rich });
    expect(seen.body.result).toMatchObject({ locked: true, can_buy: true, is_purchased: false, photo_preview: { small: null, large: null } });
    // Another lady learns nothing of it, nor a man of another man's photo (spec section 6: 10024).
    const rival = await t.register({ id: 520002, userType: 'woman', name: 'Daria' });
    expect((await t.site.call('member-photo/load-photo-by-id', { photo_id: privateId }, { token: rival })).body).toMatchObject({ status: false, code: 10024 });
  });

  it('not enough credits answers 10025 and stores nothing', async () => {
    const res = await t.site.call('member-photo/buy-photo', { photo_id: privateId }, { token: poor });
    expect(res.body).toMatchObject({ status: false, code: 10025 });
    expect(await t.db.query(`SELECT 1 FROM profiles.photo_purchases WHERE buyer_id = 520012`)).toHaveLength(0);
    expect((await get(`/media/photos/${privateId}/original`, poor)).status).toBe(404);
  });

  it('after buying credits, the man refused for want of them buys the same photo (the purchase key was left free), once', async () => {
    await t.app.get(LedgerService).execute({
      accountId: '520012',
      actor: 'system:test',
      idempotencyKey: 'grant:520012',
      command: { type: 'GrantCredits', grantId: 'grant:520012', credits: 20, reason: 'test', staffId: 'system' },
    });
    const bought = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: privateId }, { token: poor });
    expect(bought.body.result).toMatchObject({ locked: false, was_bought: true, charged: 5 });
    const again = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: privateId }, { token: poor });
    expect(again.body.result).toMatchObject({ was_bought: true, charged: 0 });
    expect(await balance('520012')).toBe(15);
    expect((await get(`/media/photos/${privateId}/original`, poor)).status).toBe(200);
  });

  it('buys once: charged private_photo_buy, then sees it; a second purchase charges nothing', async () => {
    const before = await balance('520011');
    const first = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: privateId }, { token: rich });
    expect(first.body.result).toMatchObject({ locked: false, was_bought: true, charged: 5 });
    expect(await balance('520011')).toBe(before - 5);
    expect((await get(first.body.result!.original!)).status).toBe(200);
    expect((await get(`/media/photos/${privateId}/original`, rich)).status).toBe(200);
    const again = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: privateId }, { token: rich });
    expect(again.body.result).toMatchObject({ was_bought: true, charged: 0 });
    expect(await balance('520011')).toBe(before - 5);
    // The other man still cannot, and the signed URL is the buyer's alone.
    expect((await get(first.body.result!.original!.replace('v=m%3A520011', 'v=m%3A520012'))).status).toBe(404);
    const purchased = await t.site.call<Photo[]>('member-photo/album-photo', { album_type: 'purchased' }, { token: rich });
    expect(purchased.body.result!.map((p) => p.id)).toEqual([privateId]);
    const purchasedCount = async () =>
      (await t.site.call<{ album_type: string; count: number }[]>('member-photo/albums', {}, { token: rich })).body.result!.find(
        (a) => a.album_type === 'purchased',
      )!.count;
    expect(await purchasedCount()).toBe(1);

    // She puts it in her trash: gone from his purchased album, and its count says the same; back when she restores it.
    expect((await t.site.call('member-photo/remove', { photo_id: privateId }, { token: lady })).body.result).toMatchObject({ removed: 'trash' });
    expect((await t.site.call<Photo[]>('member-photo/album-photo', { album_type: 'purchased' }, { token: rich })).body.result).toEqual([]);
    expect(await purchasedCount()).toBe(0);
    expect((await t.site.call('member-photo/upload-updates', { photo_id: privateId, album_type: 'private' }, { token: lady })).body.status).toBe(true);
    expect(await purchasedCount()).toBe(1);
  });

  it('twenty purchases of one photo at once: one charge, and one answer says it charged (the others 0)', async () => {
    const eager = await t.register({ id: 520013, userType: 'man', name: 'Eager' });
    const billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = '520013'`),
      (r) => r.length === 1,
    );
    await grantTestCredits(t.app, '520013', 50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.site.call<Photo & { charged: number }>('member-photo/buy-photo', { photo_id: privateId }, { token: eager })),
    );
    expect(answers.every((a) => a.body.result?.was_bought)).toBe(true);
    expect(answers.map((a) => a.body.result!.charged).sort((a, b) => b - a)).toEqual([5, ...Array<number>(19).fill(0)]);
    expect(await balance('520013')).toBe(45);
    expect(await t.db.query(`SELECT 1 FROM profiles.photo_purchases WHERE buyer_id = 520013`)).toHaveLength(1);
  });

  it('refuses a public photo, her own photo, a man buying from a man', async () => {
    expect((await t.site.call('member-photo/buy-photo', { photo_id: publicId }, { token: rich })).body).toMatchObject({ status: false, code: 10002 });
    expect((await t.site.call('member-photo/buy-photo', { photo_id: privateId }, { token: lady })).body).toMatchObject({
      status: false,
      desc: 'You cannot buy your own photo',
    });
    expect((await t.site.call('member-photo/buy-photo', { photo_id: 'x' }, { token: rich })).body).toMatchObject({ status: false, code: 10002 });
  });

  it('moving the avatar to private or removing it drops the avatar; remove goes to the trash, then deletes', async () => {
    await t.site.call('member-photo/upload-updates', { photo_id: publicId, album_type: 'private' }, { token: lady });
    const [profile] = await t.db.query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles.profiles WHERE member_id = 520001`);
    expect(profile!.avatar_url).toBeNull();
    expect((await t.site.call('member-photo/remove', { photo_id: publicId }, { token: rich })).body).toMatchObject({ status: false, code: 10404 });
    expect((await t.site.call('member-photo/remove', { photo_id: publicId }, { token: lady })).body.result).toMatchObject({ removed: 'trash' });
    const trash = await t.site.call<Photo[]>('member-photo/album-photo', { album_type: 'trash' }, { token: lady });
    expect(trash.body.result!.map((p) => p.id)).toEqual([publicId]);
    expect((await t.site.call('member-photo/remove', { photo_id: publicId }, { token: lady })).body.result).toMatchObject({ removed: 'deleted' });
    expect((await get(`/media/photos/${publicId}/original`, lady)).status).toBe(404);
  });
});
