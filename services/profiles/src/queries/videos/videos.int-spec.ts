import { fromBinary } from '@bufbuild/protobuf';
import { BILLING_DB, BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeEnvelope, OBJECT_STORAGE, type ObjectStorage, type ServiceDb } from '@dating/platform';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

type Video = {
  id: number;
  locked: boolean;
  can_buy: boolean;
  video_path: string | null;
  poster_path: string | null;
  state: string;
  duration: number | null;
  charged?: number;
};

/** An MP4's first bytes (an `ftyp` box) and a body: the server checks the type by its bytes, not by decoding it. */
const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes, 0);
  for (let i = 12; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

/** An MP4 whose movie header (`moov/mvhd`, version 0) says 42 s (42,000 ticks of a 1000 Hz timescale), before noise standing for its media. */
const mp4With42Seconds = () => {
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(1000, 20);
  mvhd.writeUInt32BE(42_000, 24);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 116]), Buffer.from('moov', 'latin1'), mvhd]);
  return Buffer.concat([mp4(24).subarray(0, 24), moov, mp4(3000).subarray(24)]);
};

describe('videos: upload, moderation, search, purchase and range streaming', () => {
  let t: ProfilesTestApp;
  let lady: string;
  let man: string;
  let publicId: number;
  let privateId: number;
  const SITE = 'staff:site_moderator';
  const content = mp4(5000);

  const upload = async (token: string, bytes: Buffer, album: string, name = 'clip.mp4', poster?: Buffer, duration?: string, title = 'Hello') => {
    const form = new FormData();
    form.set('album_type', album);
    form.set('title', title);
    if (duration !== undefined) form.set('duration', duration);
    form.append('blob', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), name);
    if (poster) form.append('poster', new Blob([new Uint8Array(poster)], { type: 'image/png' }), 'poster.png');
    const res = await fetch(`${t.url}/api/member-video/upload-video`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return (await res.json()) as { status: boolean; code?: number; desc?: string; result?: Video };
  };
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    lady = await t.register({ id: 540001, userType: 'woman', name: 'Vera' });
    man = await t.register({ id: 540011, userType: 'man', name: 'John' });
    await t.setProfile(540001, { birthday: '1995-05-05' });
    const billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = '540011'`),
      (r) => r.length === 1,
    );
    await t.app.get(LedgerService).execute({
      accountId: '540011',
      actor: 'system:test',
      idempotencyKey: 'grant:540011',
      command: { type: 'GrantCredits', grantId: 'grant:540011', credits: 100, reason: 'test', staffId: 'system' },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('takes an mp4 by its bytes and refuses anything else with the video message', async () => {
    // No movie header in these bytes: the browser's duration is kept.
    const pub = await upload(lady, content, 'public', 'clip.mp4', undefined, '12.5');
    expect(pub.result).toMatchObject({ state: 'pending', locked: false, duration: 12.5 });
    publicId = pub.result!.id;
    // Her browser sends a still of the video as its poster: checked and re-encoded like a photo.
    const still = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#553322' } })
      .png()
      .toBuffer();
    // A bad still is named under its own field (the video itself is fine).
    expect(await upload(lady, content, 'private', 'clip.mp4', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      status: false,
      code: 10030,
      error: { poster: ['Incorrect file extension. Allowed: png, jpg, jpeg'] },
    });
    expect(await upload(lady, content, 'private', 'clip.mp4', still.subarray(0, 40))).toMatchObject({
      status: false,
      code: 10031,
      error: { poster: [expect.any(String)] },
    });
    // The movie header's 42 s wins over the browser's 7.
    const priv = await upload(lady, mp4With42Seconds(), 'private', 'clip.mp4', still, '7');
    expect(priv.result).toMatchObject({ state: 'pending', duration: 42 });
    privateId = priv.result!.id;
    expect(await upload(lady, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'public', 'x.mp4')).toMatchObject({
      status: false,
      code: 10030,
      desc: 'Incorrect file extension. Allowed: mp4, webm',
    });
  });

  it('a site moderator accepts them (no agency: one step); then search finds them', async () => {
    for (const id of [publicId, privateId]) {
      const res = await fetch(`${t.url}/admin-api/video-moderation/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${SITE}`, 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'accept' }),
      });
      // The moderator sees how long it is (seconds, from the container header).
      expect(await res.json()).toMatchObject({ state: 'accepted', duration: id === privateId ? 42 : 12.5 });
    }
    // The audit log names them as videos, on their own resource.
    const audits = await t.db.query<{ envelope: Buffer }>(`SELECT envelope FROM profiles.outbox WHERE type = 'platform.v1.StaffActionRecorded' ORDER BY id`);
    const recorded = audits.map((r) => fromBinary(StaffActionRecordedSchema, decodeEnvelope(r.envelope).payload));
    expect(recorded.map((a) => [a.action, a.resource, a.recordId])).toEqual([
      ['video.site-accept', 'video-moderation', String(publicId)],
      ['video.site-accept', 'video-moderation', String(privateId)],
    ]);
    const found = await t.site.call<{ list: (Video & { name: string })[]; count: number }>(
      'video/search',
      { name_or_id: 've', age_min: 18, age_max: 60 },
      { token: man },
    );
    expect(found.body.result!.count).toBe(2);
    expect(found.body.result!.list[0]!.name).toBe('Vera');
    expect(found.body.result!.list.map((v) => [v.id, v.duration])).toEqual([
      [privateId, 42],
      [publicId, 12.5],
    ]);
    expect((await t.site.call('video/search', { age_min: 20 }, { token: man })).body).toMatchObject({ status: false, code: 10002 });
    // name_or_id is bounded as every other search's; a page past 10000 is named as such.
    expect((await t.site.call('video/search', { name_or_id: 'v'.repeat(51) }, { token: man })).body).toMatchObject({
      code: 10002,
      desc: 'name or id cannot contain more than 50 characters',
    });
    expect((await t.site.call('video/search', { page: 1e9 }, { token: man })).body).toMatchObject({
      code: 10002,
      desc: 'page must be a whole number from 1 to 10000',
    });
    // A lady who ignores him (or whom he ignores) is not among the videos he finds; unblocked, she is again.
    for (const [blocker, blocked] of [
      [lady, '540011'],
      [man, '540001'],
    ] as const) {
      expect((await t.site.call('block/add', { target_user_id: Number(blocked) }, { token: blocker })).body).toMatchObject({ status: true });
      expect((await t.site.call<{ count: number }>('video/search', { name_or_id: 've' }, { token: man })).body.result).toMatchObject({ list: [], count: 0 });
      expect((await t.site.call('block/remove', { target_user_id: Number(blocked) }, { token: blocker })).body).toMatchObject({ status: true });
    }
    expect((await t.site.call<{ count: number }>('video/search', { name_or_id: 've' }, { token: man })).body.result!.count).toBe(2);
  });

  it('stores an MP4 without its location and camera (metadata boxes blanked in place): same length, same duration', async () => {
    const sized = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    const gps = '+55.7558+037.6173+150.000/';
    const filmed = mp4With42Seconds();
    const moovEnd = 24 + filmed.readUInt32BE(24);
    const userData = sized('udta', Buffer.concat([sized('\u00a9xyz', Buffer.from(gps, 'latin1')), sized('\u00a9mak', Buffer.from('ProbeCam', 'latin1'))]));
    const moov = sized('moov', Buffer.concat([filmed.subarray(32, moovEnd), userData]));
    const phone = Buffer.concat([filmed.subarray(0, 24), moov, filmed.subarray(moovEnd)]);
    const sent = await upload(lady, phone, 'public', 'phone.mp4');
    expect(sent.result).toMatchObject({ state: 'pending', duration: 42 });
    const [{ storage_key }] = (await t.db.query<{ storage_key: string }>(`SELECT storage_key FROM profiles.videos WHERE id = $1`, [sent.result!.id])) as [
      { storage_key: string },
    ];
    const stored = await t.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }).get(`${storage_key}/video`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const kept = Buffer.concat(chunks);
    expect(kept.length).toBe(phone.length);
    expect(kept.toString('latin1')).not.toContain('55.7558');
    expect(kept.toString('latin1')).not.toContain('ProbeCam');
    expect(kept.subarray(moov.length + 24)).toEqual(phone.subarray(moov.length + 24));
  });

  it("checks the form's text as a JSON body's (a NUL title is 10002); an upload whose row cannot be written leaves no file behind", async () => {
    const stored = async () =>
      (await readdir(join(t.runtime.dataDir, 'objects', 'videos', '540001'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
        e.isFile(),
      ).length;
    const rows = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.videos WHERE member_id = 540001`))[0]!.n;
    const [filesBefore, rowsBefore] = [await stored(), await rows()];
    expect(await upload(lady, content, 'public', 'clip.mp4', undefined, undefined, 'x\u0000')).toMatchObject({
      status: false,
      code: 10002,
      desc: 'The title field contains a NUL character',
    });
    // Any failure of the row's insert (here a trigger of the test's) takes the stored video and poster with it.
    await t.db.query(`CREATE FUNCTION profiles.refuse_video() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.query(
      `CREATE TRIGGER refuse_video BEFORE INSERT ON profiles.videos FOR EACH ROW WHEN (NEW.title = 'refused') EXECUTE FUNCTION profiles.refuse_video()`,
    );
    try {
      const still = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#334455' } })
        .png()
        .toBuffer();
      expect(await upload(lady, content, 'public', 'clip.mp4', still, undefined, 'refused')).toMatchObject({ status: false, code: 10400 });
    } finally {
      await t.db.query(`DROP TRIGGER refuse_video ON profiles.videos`);
      await t.db.query(`DROP FUNCTION profiles.refuse_video()`);
    }
    expect(await stored()).toBe(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('streams a public video with range requests', async () => {
    const whole = await get(`/media/videos/${publicId}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    const part = await get(`/media/videos/${publicId}`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer()).equals(content.subarray(100, 200))).toBe(true);
    const tail = await get(`/media/videos/${publicId}`, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(content.subarray(4990))).toBe(true);
    // A suffix longer than the video asks for all of it (RFC 9110 14.1.3), as a player reading a short clip's end does.
    const longSuffix = await get(`/media/videos/${publicId}`, { range: 'bytes=-99999' });
    expect(longSuffix.status).toBe(206);
    expect(longSuffix.headers.get('content-range')).toBe('bytes 0-4999/5000');
    expect(Buffer.from(await longSuffix.arrayBuffer()).equals(content)).toBe(true);
    expect((await get(`/media/videos/${publicId}`, { range: 'bytes=6000-' })).status).toBe(416);
    for (const unsatisfiable of ['bytes=-0', 'bytes=99-0', `bytes=${'9'.repeat(30)}-`]) {
      expect((await get(`/media/videos/${publicId}`, { range: unsatisfiable })).status, unsatisfiable).toBe(416);
    }
    // A unit it does not know, a malformed header, or several ranges: ignored, the whole video (RFC 9110, 14.2).
    for (const ignored of ['items=0-5', 'bytes 0-5', 'bytes=abc', 'bytes=0-1,5-9', 'bytes=0-1, 100-199']) {
      const answer = await get(`/media/videos/${publicId}`, { range: ignored });
      expect(answer.status, ignored).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(content), ignored).toBe(true);
    }
    // Overlapping ranges combine into one.
    const combined = await get(`/media/videos/${publicId}`, { range: 'bytes=0-9,5-19' });
    expect(combined.status).toBe(206);
    expect(combined.headers.get('content-range')).toBe('bytes 0-19/5000');
  });

  it('a private video stays locked until bought; bought once with key video:{buyer}:{video}', async () => {
    const listed = await t.site.call<Video[]>('member-video/load-videos', { target_user_id: 540001 }, { token: man });
    // Locked, but its length is shown: it helps him decide.
    expect(listed.body.result!.find((v) => v.id === privateId)).toMatchObject({
      locked: true,
      can_buy: true,
      video_path: null,
      poster_path: null,
      duration: 42,
    });
    expect((await get(`/media/videos/${privateId}`)).status).toBe(404);
    expect((await get(`/media/videos/${privateId}/poster`, { authorization: `Bearer ${man}` })).status).toBe(404);
    expect((await get(`/media/videos/${privateId}`, { authorization: `Bearer ${man}` })).status).toBe(404);
    const bought = await t.site.call<Video>('video/video-buy', { video_id: privateId }, { token: man });
    expect(bought.body.result).toMatchObject({ locked: false });
    expect(bought.body.result!.charged).toBeGreaterThan(0);
    expect((await t.site.call<Video>('video/video-buy', { video_id: privateId }, { token: man })).body.result!.charged).toBe(0);
    const stream = await get(bought.body.result!.video_path!, { range: 'bytes=0-9' });
    expect(stream.status).toBe(206);
    // The poster opens with its own signed URL (a video's signature opens no poster), scaled and stripped.
    const poster = await get(bought.body.result!.poster_path!);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await poster.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 640 });
    expect(meta.exif).toBeUndefined();
    const videoSignature = bought.body.result!.video_path!.split('?')[1];
    expect((await get(`/media/videos/${privateId}/poster?${videoSignature}`)).status).toBe(404);
    expect((await get(`/media/videos/${privateId}`, { authorization: `Bearer ${man}` })).status).toBe(200);
    const info = await t.site.call<Video>('video/video-info', { video_id: privateId }, { token: man });
    expect(info.body.result).toMatchObject({ was_bought: true, locked: false, duration: 42 });
    // Another lady learns nothing of it (men see ladies' videos, ladies men's), as from the albums and the sale.
    const other = await t.register({ id: 540002, userType: 'woman', name: 'Olga' });
    expect((await t.site.call('video/video-info', { video_id: privateId }, { token: other })).body).toMatchObject({ status: false, code: 10024, result: null });
    expect((await t.site.call('video/video-info', { video_id: 'x' }, { token: man })).body).toMatchObject({ code: 10002, desc: 'video_id must be a video id' });
    expect((await t.site.call('video/video-info', { video_id: 99_999_999 }, { token: man })).body).toMatchObject({ code: 10404, desc: 'Video not found' });
    const albums = await t.site.call<{ album_type: string; count: number }[]>('member-video/albums', {}, { token: man });
    expect(albums.body.result).toContainEqual(expect.objectContaining({ album_type: 'purchased', count: 1 }));
    const counter = await t.site.call<{ videos: { purchased: number } }>('profile/media-counter', {}, { token: man });
    expect(counter.body.result!.videos.purchased).toBe(1);
  });

  it('only she moves her video between her albums and removes it (to the trash, then for good); anyone else gets 10404', async () => {
    const own = async () => (await t.site.call<Video[]>('member-video/album-video', { album_type: 'all' }, { token: lady })).body.result!;
    for (const [path, body] of [
      ['member-video/upload-updates', { video_id: publicId, album_type: 'private' }],
      ['member-video/remove', { video_id: publicId }],
    ] as const) {
      expect((await t.site.call(path, body, { token: man })).body).toMatchObject({ status: false, code: 10404, desc: 'Video not found' });
    }
    expect((await own()).find((v) => v.id === publicId)).toMatchObject({ state: 'accepted' });
    expect((await t.site.call('member-video/upload-updates', { video_id: publicId, album_type: 'secret' }, { token: lady })).body).toMatchObject({
      code: 10032,
    });
    expect((await t.site.call('member-video/remove', {}, { token: lady })).body).toMatchObject({ code: 10001 });

    expect((await t.site.call('member-video/upload-updates', { video_id: publicId, album_type: 'private' }, { token: lady })).body.result).toEqual({
      video_id: publicId,
      album_type: 'private',
    });
    // Now private: locked for the man, and no longer open to a visitor.
    expect((await get(`/media/videos/${publicId}`)).status).toBe(404);
    const seen = await t.site.call<Video[]>('member-video/load-videos', { target_user_id: 540001 }, { token: man });
    expect(seen.body.result!.find((v) => v.id === publicId)).toMatchObject({ locked: true, can_buy: true });

    expect((await t.site.call('member-video/remove', { video_id: publicId }, { token: lady })).body.result).toEqual({ video_id: publicId, removed: 'trash' });
    const trash = await t.site.call<Video[]>('member-video/album-video', { album_type: 'trash' }, { token: lady });
    expect(trash.body.result!.map((v) => v.id)).toEqual([publicId]);
    expect((await own()).map((v) => v.id)).not.toContain(publicId);
    // Back out of the trash to her public album, then deleted for good from the trash.
    await t.site.call('member-video/upload-updates', { video_id: publicId, album_type: 'public' }, { token: lady });
    expect((await get(`/media/videos/${publicId}`)).status).toBe(200);
    await t.site.call('member-video/remove', { video_id: publicId }, { token: lady });
    expect((await t.site.call('member-video/remove', { video_id: publicId }, { token: lady })).body.result).toEqual({ video_id: publicId, removed: 'deleted' });
    expect((await t.site.call<Video[]>('member-video/album-video', { album_type: 'trash' }, { token: lady })).body.result).toEqual([]);
    expect((await get(`/media/videos/${publicId}`, { authorization: `Bearer ${lady}` })).status).toBe(404);
    expect((await t.site.call('member-video/remove', { video_id: publicId }, { token: lady })).body).toMatchObject({ code: 10404 });
  });

  it("records a WebM's duration from its Segment Info; a bad browser duration is 10002 and stores nothing", async () => {
    const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/demo-videos');
    const webm = await upload(lady, readFileSync(`${fixtures}/demo-clip-sea.webm`), 'public', 'sea.webm', undefined, '30');
    expect(webm.result).toMatchObject({ state: 'pending', duration: 2.5 });
    const before = (await t.site.call<Video[]>('member-video/album-video', { album_type: 'all' }, { token: lady })).body.result!;
    expect(before.find((v) => v.id === webm.result!.id)).toMatchObject({ duration: 2.5 });
    for (const bad of ['abc', '0', '-3', '21600.5', 'Infinity', '1e3'])
      expect(await upload(lady, content, 'public', 'clip.mp4', undefined, bad)).toMatchObject({
        status: false,
        code: 10002,
        error: { duration: ['The video duration must be a number of seconds above 0 and at most 21600'] },
      });
    expect((await t.site.call<Video[]>('member-video/album-video', { album_type: 'all' }, { token: lady })).body.result).toHaveLength(before.length);
    // Neither header nor browser: unknown.
    expect((await upload(lady, content, 'public')).result).toMatchObject({ duration: null });
  });
});
