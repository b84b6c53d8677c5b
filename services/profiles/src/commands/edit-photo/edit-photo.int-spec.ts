import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_STORAGE, type ObjectStorage } from '@dating/platform';
import { type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

type Envelope<T = unknown> = { status: boolean; code?: number; desc?: string; error?: unknown; result?: T };
type PhotoAnswer = { id: number; state: string; album_type: string; width: number; height: number; original: string; master?: string };
type Row = { storage_key: string; state: string; album_type: string; width: number; agency_id: string | null; agency_decision: string | null };

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('member-photo/upload-updates: an edited photo (form data: photo_id, album_type, blob, is_blob)', () => {
  let t: ProfilesTestApp;
  let storage: ObjectStorage;
  let lady: string;
  let otherLady: string;
  let man: string;

  const upload = async (token: string, bytes: Buffer) => {
    const form = new FormData();
    form.set('album_type', 'public');
    form.append('blob', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return ((await res.json()) as Envelope<PhotoAnswer[]>).result![0]!;
  };
  const edit = async (token: string, fields: Record<string, string>, blob?: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (blob) form.append('blob', new Blob([new Uint8Array(blob)], { type: 'image/jpeg' }), 'blob.jpg');
    const res = await fetch(`${t.url}/api/member-photo/upload-updates`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return (await res.json()) as Envelope<PhotoAnswer>;
  };
  const get = (path: string, token?: string) => fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const rowOf = async (id: number) =>
    (await t.db.query<Row>(`SELECT storage_key, state, album_type, width, agency_id, agency_decision FROM profiles.photos WHERE id = $1`, [id]))[0]!;
  /** An accepted public photo of hers (her agency accepted it first), her avatar. */
  const acceptedAvatar = async (token: string, id: number) => {
    const photo = await upload(token, await jpeg(800, 600, '#d04040'));
    await t.db.query(`UPDATE profiles.photos SET state = 'accepted', agency_decision = 'accepted' WHERE id = $1`, [photo.id]);
    expect((await t.site.call('member-photo/establish-avatar', { photo_id: photo.id }, { token })).body.status).toBe(true);
    const [profile] = await t.db.query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles.profiles WHERE member_id = $1`, [id]);
    expect(profile!.avatar_url).toBe(`/media/photos/${photo.id}/small`);
    return photo;
  };

  beforeAll(async () => {
    t = await startProfilesTestApp();
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    lady = await t.register({ id: 560001, userType: 'woman', name: 'Olena' });
    otherLady = await t.register({ id: 560002, userType: 'woman', name: 'Iryna' });
    man = await t.register({ id: 560011, userType: 'man', name: 'John' });
    await t.setProfile(560001, { agency_id: 'agency-3' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('replaces the image through the upload pipeline, old files gone, back to moderation in album_type; the avatar is cleared', async () => {
    const photo = await acceptedAvatar(lady, 560001);
    const before = await rowOf(photo.id);
    // Open to anyone while accepted and public.
    expect((await get(`/media/photos/${photo.id}/large`)).status).toBe(200);

    const edited = await sharp({ create: { width: 400, height: 3600, channels: 3, background: '#2050c0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Spy' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
      .toBuffer();
    const answer = await edit(lady, { photo_id: String(photo.id), album_type: 'private', is_blob: '1' }, edited);
    expect(answer).toMatchObject({ status: true, result: { id: photo.id, state: 'pending', album_type: 'private', width: 333, height: 3000 } });

    // The row points at new files, waits for both moderation steps again, in her agency.
    const after = await rowOf(photo.id);
    expect(after).toMatchObject({ state: 'pending', album_type: 'private', width: 333, agency_id: 'agency-3', agency_decision: null });
    expect(after.storage_key).not.toBe(before.storage_key);
    for (const size of ['master', 'original', 'large', 'small', 'thumb']) expect(await storage.get(`${before.storage_key}/${size}.jpg`)).toBeNull();

    // She sees the new image (scaled, re-encoded, no metadata); nobody else sees anything until it is accepted.
    const bytes = Buffer.from(await (await get(answer.result!.original)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 333, height: 3000 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Spy'))).toBe(false);
    const { channels } = await sharp(bytes).extract({ left: 0, top: 0, width: 100, height: 100 }).stats();
    expect(channels[2]!.mean).toBeGreaterThan(channels[0]!.mean);
    expect((await get(`/media/photos/${photo.id}/large`)).status).toBe(404);
    expect((await get(`/media/photos/${photo.id}/large`, man)).status).toBe(404);

    // The avatar must be an accepted image: it is cleared, and she sets it again once the edit is accepted.
    const [profile] = await t.db.query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles.profiles WHERE member_id = 560001`);
    expect(profile!.avatar_url).toBeNull();
    const albums = await t.site.call<{ album_type: string; count: number; on_moderation: number }[]>('member-photo/albums', {}, { token: lady });
    expect(albums.body.result).toContainEqual(expect.objectContaining({ album_type: 'all', on_moderation: 1 }));
  });

  it('hands her editor the unmarked master, and nobody else, whatever the photo is open to', async () => {
    const photo = await acceptedAvatar(lady, 560001);
    expect(photo.master).toMatch(new RegExp(`^/media/photos/${photo.id}/master\\?v=m%3A560001&`));
    // The master is plain red (green stays low) in the lower right corner, where the shown original carries the light mark.
    const corner = async (path: string, token?: string) => {
      const res = await get(path, token);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const { data } = await sharp(bytes).extract({ left: 700, top: 500, width: 80, height: 80 }).raw().toBuffer({ resolveWithObject: true });
      return Math.max(...data.filter((_, i) => i % 3 === 1));
    };
    expect(await corner(photo.master!)).toBeLessThan(90);
    expect(await corner(`/media/photos/${photo.id}/master`, lady)).toBeLessThan(90);
    expect(await corner(`/media/photos/${photo.id}/original`)).toBeGreaterThan(100);
    expect((await get(photo.master!)).headers.get('cache-control')).toBe('private, no-store');
    // The same URL names her: for anyone else it is an unknown picture, as is the path with any other token.
    for (const token of [undefined, man, otherLady]) expect((await get(`/media/photos/${photo.id}/master`, token)).status).toBe(404);
    const seen = await t.site.call<PhotoAnswer>('member-photo/load-photo-by-id', { photo_id: photo.id }, { token: man });
    expect(seen.body.result).not.toHaveProperty('master');
  });

  it.each([
    [
      'an SVG named .jpg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"/>'),
      10030,
      'Incorrect file extension. Allowed: png, jpg, jpeg',
    ],
    ['a truncated JPEG', async () => (await jpeg(800, 800, '#808080')).subarray(0, 300), 10031, 'The file is corrupted or is not an image'],
    ['a 40 x 40 JPEG', () => jpeg(40, 40, '#808080'), 10029, 'The minimum resolution is 50x50 pixels'],
  ] as const)('refuses %s with the spec message and changes nothing', async (_name, make, code, desc) => {
    const photo = await upload(lady, await jpeg(300, 300, '#40a040'));
    await t.db.query(`UPDATE profiles.photos SET state = 'accepted' WHERE id = $1`, [photo.id]);
    const before = await rowOf(photo.id);
    const answer = await edit(lady, { photo_id: String(photo.id), album_type: 'private', is_blob: '1' }, await make());
    expect(answer).toMatchObject({ status: false, code, desc });
    expect(await rowOf(photo.id)).toEqual(before);
    expect((await get(`/media/photos/${photo.id}/original`)).status).toBe(200);
  });

  it("answers another member's photo as an unknown one (10404) and leaves it alone; a trashed photo and a missing blob are refused", async () => {
    const photo = await upload(lady, await jpeg(300, 300, '#a0a040'));
    const before = await rowOf(photo.id);
    const blob = await jpeg(200, 200, '#000000');
    const hers = await edit(otherLady, { photo_id: String(photo.id), album_type: 'public', is_blob: '1' }, blob);
    const unknown = await edit(otherLady, { photo_id: '999999999', album_type: 'public', is_blob: '1' }, blob);
    expect(hers).toMatchObject({ status: false, code: 10404, desc: 'Photo not found' });
    expect(hers).toEqual(unknown);
    expect(await rowOf(photo.id)).toEqual(before);

    expect(await edit(lady, { photo_id: String(photo.id), album_type: 'public', is_blob: '1' })).toMatchObject({ status: false, code: 10001 });
    expect(await edit(lady, { photo_id: String(photo.id), album_type: 'secret', is_blob: '1' }, blob)).toMatchObject({ status: false, code: 10032 });
    await t.site.call('member-photo/remove', { photo_id: photo.id }, { token: lady });
    expect(await edit(lady, { photo_id: String(photo.id), album_type: 'public', is_blob: '1' }, blob)).toMatchObject({
      status: false,
      code: 10002,
      desc: 'Restore the photo from the trash before editing it',
    });
    expect((await rowOf(photo.id)).storage_key).toBe(before.storage_key);
  });

  it('an edit of another photo leaves her avatar alone (and tells nobody it changed)', async () => {
    const avatar = await acceptedAvatar(lady, 560001);
    const other = await upload(lady, await jpeg(300, 300, '#a040a0'));
    const avatarEvents = async () =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM profiles.outbox WHERE type = 'profiles.v1.ProfileAvatarChanged'`))[0]!.n);
    const events = await avatarEvents();
    expect((await edit(lady, { photo_id: String(other.id), is_blob: '1' }, await jpeg(200, 200, '#000000'))).result).toMatchObject({
      album_type: 'public',
      state: 'pending',
    });
    const [profile] = await t.db.query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles.profiles WHERE member_id = 560001`);
    expect(profile!.avatar_url).toBe(`/media/photos/${avatar.id}/small`);
    expect(await avatarEvents()).toBe(events);
  });

  it('without a blob, JSON photo_id and album_type still move the photo (and out of the trash)', async () => {
    const photo = await upload(lady, await jpeg(300, 300, '#4040a0'));
    const before = await rowOf(photo.id);
    const moved = await t.site.call('member-photo/upload-updates', { photo_id: photo.id, album_type: 'private' }, { token: lady });
    expect(moved.body).toMatchObject({ status: true, result: { photo_id: photo.id, album_type: 'private' } });
    expect(await rowOf(photo.id)).toEqual({ ...before, album_type: 'private' });
    expect((await t.site.call('member-photo/upload-updates', { photo_id: photo.id, album_type: 'secret' }, { token: lady })).body).toMatchObject({
      status: false,
      code: 10032,
    });
    expect((await t.site.call('member-photo/upload-updates', { photo_id: photo.id, album_type: 'public' }, { token: man })).body).toMatchObject({
      status: false,
      code: 10404,
    });
  });
});
