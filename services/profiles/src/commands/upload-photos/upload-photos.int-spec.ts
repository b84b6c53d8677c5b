import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteSettingChangedEvent } from '@dating/identity/contracts';
import { encodeEvent, OBJECT_STORAGE, type ObjectStorage, UPLOAD_BUSY_MESSAGES, uploadSlots } from '@dating/platform';
import { WatermarkSetting } from '../../infrastructure/watermark-setting.js';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

type Envelope = { status: boolean; code?: number; desc?: string; error?: unknown; result?: unknown };

const gradient = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** A PNG whose IHDR declares width x height over one tiny IDAT: a decompression bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('member-photo/upload-photos: the upload pipeline (spec section 5, Images)', () => {
  let t: ProfilesTestApp;
  let lady: string;
  let man: string;
  let otherMan: string;

  const upload = async (token: string, files: { bytes: Buffer; name: string; type?: string }[], album = 'public') => {
    const form = new FormData();
    form.set('album_type', album);
    for (const f of files) form.append('blob', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
    const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { http: res.status, body: (await res.json()) as Envelope };
  };
  const get = (path: string, token?: string) => fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await startProfilesTestApp();
    lady = await t.register({ id: 510001, userType: 'woman', name: 'Olena' });
    man = await t.register({ id: 510011, userType: 'man', name: 'John' });
    otherMan = await t.register({ id: 510012, userType: 'man', name: 'Mark' });
    await t.setProfile(510001, { agency_id: 'agency-7' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('stores a JPEG: scaled to 3000 on the longest side, re-encoded, marked, with previews, on moderation in her agency', async () => {
    const { http, body } = await upload(lady, [{ bytes: await gradient(4000, 2000), name: 'me.jpg' }]);
    expect(http).toBe(200);
    expect(body.status).toBe(true);
    const [photo] = body.result as {
      id: number;
      state: string;
      width: number;
      height: number;
      original: string;
      photo_preview: { small: string; large: string };
    }[];
    expect(photo).toMatchObject({ state: 'pending', width: 3000, height: 1500 });
    const [row] = await t.db.query<{ agency_id: string }>(`SELECT agency_id FROM profiles.photos WHERE id = $1`, [photo!.id]);
    expect(row!.agency_id).toBe('agency-7');
    // The owner sees her pending photo through the signed URL; nobody else does.
    const original = await get(photo!.original);
    expect(original.status).toBe(200);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 3000, height: 1500 });
    expect((await sharp(Buffer.from(await (await get(photo!.photo_preview.small)).arrayBuffer())).metadata()).width).toBe(480);
    // The lists' avatars read the thumb (160); a photo stored before thumbs existed answers its small preview there.
    const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
    expect(await widthOf(await get(`/media/photos/${photo!.id}/thumb`, lady))).toBe(160);
    const [stored] = await t.db.query<{ storage_key: string }>(`SELECT storage_key FROM profiles.photos WHERE id = $1`, [photo!.id]);
    await t.app.get<ObjectStorage>(OBJECT_STORAGE).delete(`${stored!.storage_key}/thumb.jpg`);
    expect(await widthOf(await get(`/media/photos/${photo!.id}/thumb`, lady))).toBe(480);
    expect((await get(`/media/photos/${photo!.id}/thumb`, man)).status).toBe(404);
    expect((await get(`/media/photos/${photo!.id}/original`)).status).toBe(404);
    expect((await get(`/media/photos/${photo!.id}/original`, man)).status).toBe(404);
    expect((await get(`/media/photos/${photo!.id}/original`, lady)).status).toBe(200);
  });

  it("marks photos at the admins' watermark opacity (identity's SiteSettingChanged), from the next upload on", async () => {
    // Her own lady, so the counts of the other cases stay as they are.
    const marker = await t.register({ id: 510002, userType: 'woman', name: 'Iryna' });
    const grey = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#404040' } })
      .jpeg({ quality: 100 })
      .toBuffer();
    /** The brightest pixel of the lower right corner, where the mark is drawn. */
    const cornerOf = async (alpha: number) => {
      await t.publish([
        encodeEvent(
          SiteSettingChangedEvent,
          { key: 'watermark', valueJson: JSON.stringify({ image: '/assets/watermark.png', alpha }), staffId: '1' },
          { streamId: 'watermark', actor: 'staff:1' },
        ),
      ]);
      await eventually(
        () => t.db.query<{ value: { alpha: number } }>(`SELECT value FROM profiles.site_settings WHERE key = 'watermark'`),
        (rows) => rows[0]?.value.alpha === alpha,
      );
      t.app.get(WatermarkSetting).forget();
      const [photo] = (await upload(marker, [{ bytes: grey, name: 'grey.jpg' }])).body.result as { original: string }[];
      const bytes = Buffer.from(await (await get(photo!.original)).arrayBuffer());
      const { channels } = await sharp(bytes).extract({ left: 500, top: 500, width: 100, height: 100 }).stats();
      return channels[0]!.max;
    };
    const unmarked = await cornerOf(0);
    const marked = await cornerOf(1);
    expect(unmarked).toBeLessThan(80);
    expect(marked).toBeGreaterThan(200);
  });

  it('strips every bit of metadata: no EXIF GPS survives', async () => {
    const withGps = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Spy', Model: 'Cam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 31/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('Spy'))).toBe(true);
    const { body } = await upload(lady, [{ bytes: withGps, name: 'gps.jpg' }]);
    const [photo] = body.result as { original: string; large: string }[];
    for (const url of [photo!.original, photo!.large]) {
      const bytes = Buffer.from(await (await get(url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
      expect(bytes.includes(Buffer.from('Spy'))).toBe(false);
    }
  });

  it('takes a PNG and answers it as JPEG', async () => {
    const { body } = await upload(lady, [{ bytes: await gradient(300, 300, 'png'), name: 'me.png', type: 'image/png' }], 'private');
    expect(body.status).toBe(true);
    expect((body.result as { album_type: string }[])[0]!.album_type).toBe('private');
  });

  it.each([
    [
      'an SVG named .jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>'),
      10030,
      'Incorrect file extension. Allowed: png, jpg, jpeg',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 10030, 'Incorrect file extension. Allowed: png, jpg, jpeg'],
    ['a truncated JPEG', null, 10031, 'The file is corrupted or is not an image'],
    ['a polyglot (PNG signature over a JPEG)', 'polyglot', 10031, 'The file is corrupted or is not an image'],
    ['a PNG declaring 100000 x 100000', pngDeclaring(100000, 100000), 10029, 'The image must be at most 10000x10000 pixels'],
    ['a PNG declaring 10001 x 20', pngDeclaring(10001, 20), 10029, 'The image must be at most 10000x10000 pixels'],
    ['a 40 x 40 JPEG', 'small', 10029, 'The minimum resolution is 50x50 pixels'],
  ] as const)('refuses %s with the spec message, quickly', async (_name, bytes, code, message) => {
    let file: Buffer;
    if (bytes === null) file = (await gradient(800, 800)).subarray(0, 300);
    else if (bytes === 'polyglot') file = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await gradient(100, 100)]);
    else if (bytes === 'small') file = await gradient(40, 40);
    else file = bytes;
    const started = Date.now();
    const { body } = await upload(lady, [{ bytes: file, name: 'evil.jpg' }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(body).toMatchObject({ status: false, code, desc: message });
  });

  it('refuses a 60 MB body at the HTTP layer with the file-size message', async () => {
    const started = Date.now();
    const { body } = await upload(lady, [{ bytes: Buffer.alloc(60 * 1024 * 1024, 0xff), name: 'huge.jpg' }]);
    expect(body).toMatchObject({ status: false, code: 10077, desc: 'The file must be at most 50 MB' });
    expect(Date.now() - started).toBeLessThan(10_000);
    const [{ n }] = (await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM profiles.photos WHERE member_id = 510001`)) as [{ n: string }];
    expect(Number(n)).toBe(3);
  });

  it('reads two forms of one member at a time: a third is refused unread (10034) until one of them ends; others upload meanwhile', async () => {
    // Two uploads of his that send their headers and a first part, then stall (a slow or hostile client).
    const stalled = [0, 1].map(() => {
      const req = request(`${t.url}/api/member-photo/upload-photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${otherMan}`, 'content-type': 'multipart/form-data; boundary=stall', 'content-length': '50000000' },
      });
      req.on('error', () => {});
      req.write('--stall\r\nContent-Disposition: form-data; name="album_type"\r\n\r\npublic\r\n');
      return req;
    });
    await eventually(
      async () => uploadSlots.busy,
      (n) => n === 2,
    );
    const refused = await upload(otherMan, [{ bytes: await gradient(60, 60), name: 'third.jpg' }]);
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 10034, desc: UPLOAD_BUSY_MESSAGES.owner });
    // Another member is not held up by his stalled forms.
    expect((await upload(man, [{ bytes: await gradient(60, 60), name: 'mine.jpg' }])).body).toMatchObject({ status: true });
    // His clients give up: the slots come back, and his next upload is read.
    for (const req of stalled) req.destroy();
    await eventually(
      async () => uploadSlots.busy,
      (n) => n === 0,
    );
    expect((await upload(otherMan, [{ bytes: await gradient(60, 60), name: 'later.jpg' }])).body).toMatchObject({ status: true });
  });

  it('takes at most 30 of her photos waiting for moderation: an upload past it is refused whole (10034, 409) until some are decided', async () => {
    const waiting = async () =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM profiles.photos WHERE member_id = 510012 AND state = 'pending'`))[0]!.n);
    const small = async (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => ({ bytes: await gradient(60 + i, 60), name: `p${i}.jpg` })));
    while ((await waiting()) < 28) expect((await upload(otherMan, await small(Math.min(5, 28 - (await waiting()))))).body.status).toBe(true);
    // Three more would make 31: none of them is taken.
    const refused = await upload(otherMan, await small(3));
    expect(refused.http).toBe(409);
    expect(refused.body).toMatchObject({
      status: false,
      code: 10034,
      desc: 'You have 28 photos waiting for moderation. You can upload more once they have been reviewed',
    });
    expect(await waiting()).toBe(28);
    // Two uploads of two at once both pass the early check (28 + 2); counted again under her lock, only one lands.
    const big = async () => [
      { bytes: await gradient(2400, 1800), name: 'a.jpg' },
      { bytes: await gradient(2400, 1700), name: 'b.jpg' },
    ];
    const raced = await Promise.all([upload(otherMan, await big()), upload(otherMan, await big())]);
    expect(raced.map((r) => r.http).sort()).toEqual([200, 409]);
    expect(await waiting()).toBe(30);
    // Decided photos make room again.
    await t.db.query(`UPDATE profiles.photos SET state = 'accepted' WHERE member_id = 510012`);
    expect((await upload(otherMan, await small(1))).body.status).toBe(true);
  });

  it('refuses an unknown album and an upload without a file', async () => {
    expect((await upload(lady, [{ bytes: await gradient(60, 60), name: 'a.jpg' }], 'secret')).body).toMatchObject({ status: false, code: 10032 });
    expect((await upload(lady, [])).body).toMatchObject({ status: false, code: 10001, desc: 'The photo field is required' });
  });

  it('shows others only accepted photos; a private one stays locked and unreachable', async () => {
    await t.db.query(`UPDATE profiles.photos SET state = 'accepted' WHERE member_id = 510001`);
    const res = await t.site.call<{ album_type: string; locked: boolean; can_buy: boolean; original: string | null }[]>(
      'member-photo/get-photos',
      { target_user_id: 510001 },
      { token: otherMan },
    );
    const photos = res.body.result!;
    expect(photos).toHaveLength(3);
    const priv = photos.find((p) => p.album_type === 'private')!;
    expect(priv).toMatchObject({ locked: true, can_buy: true, original: null });
    const pub = photos.find((p) => p.album_type === 'public')!;
    expect(pub.locked).toBe(false);
    expect((await get(pub.original!)).status).toBe(200);
    const [{ id }] = (await t.db.query<{ id: string }>(`SELECT id::text FROM profiles.photos WHERE album_type = 'private' AND member_id = 510001`)) as [
      { id: string },
    ];
    expect((await get(`/media/photos/${id}/original`)).status).toBe(404);
    expect((await get(`/media/photos/${id}/original`, otherMan)).status).toBe(404);
    expect((await get(`/media/photos/${id}/large?v=m:510012&exp=9999999999&sig=forged`)).status).toBe(404);
    const albums = await t.site.call<{ album_type: string; count: number }[]>('member-photo/albums', {}, { token: lady });
    expect(albums.body.result).toContainEqual(expect.objectContaining({ album_type: 'private', count: 1 }));
    expect((await t.site.call('member-photo/get-photos', { target_user_id: 510011 }, { token: otherMan })).body).toMatchObject({ status: false, code: 10024 });
  });
});
