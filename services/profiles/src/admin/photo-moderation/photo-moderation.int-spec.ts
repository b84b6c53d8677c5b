import { fromBinary } from '@bufbuild/protobuf';
import { randomUUID } from 'node:crypto';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';
import { decodeEnvelope, encodeEvent } from '@dating/platform';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import { PhotoAcceptedSchema, PhotoRejectedSchema } from '@dating/proto/profiles/v1/events_pb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

type PhotoRecord = { id: number; state: string; agency_decision: string | null; reject_reason: string | null; preview_small: string; paths: { large: string } };

/** The two-step photo moderation queue of the back office (issue 10, part 5), its roles and its audit events. */
describe('admin-api/photo-moderation', () => {
  let t: ProfilesTestApp;
  let lady: string;
  const ids: number[] = [];
  const AGENCY = 'staff:agency_moderator:agency-7';
  const OTHER_AGENCY = 'staff:agency_moderator:agency-9';
  const SITE = 'staff:site_moderator';

  const admin = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${t.url}/admin-api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as Record<string, unknown> & PhotoRecord & PhotoRecord[] };
  };
  const events = async (type: string) =>
    (await t.db.query<{ envelope: Buffer; key: string }>(`SELECT envelope, key FROM profiles.outbox WHERE type = $1 ORDER BY id`, [type])).map((r) => ({
      key: r.key,
      envelope: decodeEnvelope(r.envelope),
    }));

  beforeAll(async () => {
    t = await startProfilesTestApp();
    lady = await t.register({ id: 530001, userType: 'woman', name: 'Olena' });
    await t.setProfile(530001, { agency_id: 'agency-7' });
    const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#884466' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('blob', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${lady}` }, body: form });
      ids.push(((await res.json()) as { result: { id: number }[] }).result[0]!.id);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists the queue: her agency moderator and site moderators see it; another agency sees nothing of it', async () => {
    const mine = await admin('GET', `photo-moderation?filter=${encodeURIComponent('{"state":"pending"}')}`, AGENCY);
    expect(mine.status).toBe(200);
    expect(mine.body.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(mine.range).toBe('photo-moderation 0-1/2');
    const other = await admin('GET', `photo-moderation?filter=${encodeURIComponent('{"agency_id":"agency-7"}')}`, OTHER_AGENCY);
    expect(other.body).toEqual([]);
    expect((await admin('GET', `photo-moderation/${ids[0]}`, OTHER_AGENCY)).status).toBe(404);
    expect((await admin('PUT', `photo-moderation/${ids[0]}`, OTHER_AGENCY, { decision: 'accept' })).status).toBe(404);
    expect((await admin('GET', 'photo-moderation', 'staff:finance')).status).toBe(403);
    expect((await admin('GET', 'photo-moderation', lady)).status).toBe(401);
  });

  it('gives preview URLs the back office can show', async () => {
    const one = await admin('GET', `photo-moderation/${ids[0]}`, SITE);
    expect(one.body).toMatchObject({ id: ids[0], state: 'pending', agency_id: 'agency-7' });
    expect((await fetch(`${t.url}${one.body.preview_small}`)).status).toBe(200);
    expect((await fetch(`${t.url}${one.body.paths.large}`, { headers: { authorization: `Bearer ${SITE}` } })).status).toBe(200);
    expect((await fetch(`${t.url}${one.body.paths.large}`)).status).toBe(404);
    // The bare paths open with a staff token as far as her queue does: another agency's moderator (or finance) gets 404.
    const withToken = async (path: string, token: string) => (await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await withToken(one.body.paths.large, AGENCY)).toBe(200);
    expect(await withToken(one.body.paths.large, OTHER_AGENCY)).toBe(404);
    expect(await withToken((one.body.paths as Record<string, string>).original!, OTHER_AGENCY)).toBe(404);
    expect((await fetch(`${t.url}${one.body.paths.large}?access_token=${encodeURIComponent(OTHER_AGENCY)}`)).status).toBe(404);
    // A staff token opens nothing from a URL (it would stay in logs, history and Referer): the header only.
    expect((await fetch(`${t.url}${one.body.paths.large}?access_token=${encodeURIComponent(SITE)}`)).status).toBe(404);
    expect(await withToken(one.body.paths.large, 'staff:finance')).toBe(404);
  });

  it('agency first, then the site: accepted, audited, and the member told', async () => {
    const early = await admin('PUT', `photo-moderation/${ids[0]}`, SITE, { decision: 'accept' });
    expect(early).toMatchObject({ status: 409, body: { code: 10034, message: 'Her agency moderator decides first' } });
    expect((await admin('PUT', `photo-moderation/${ids[0]}`, AGENCY, { decision: 'maybe' })).body).toMatchObject({
      code: 10002,
      errors: { decision: expect.any(String) },
    });

    const step = async (waiting: string) =>
      (await admin('GET', `photo-moderation?filter=${encodeURIComponent(JSON.stringify({ waiting_step: waiting }))}`, SITE)).body.map((r) => r.id);
    expect(await step('agency')).toContain(ids[0]);
    expect(await step('site')).not.toContain(ids[0]);

    const first = await admin('PUT', `photo-moderation/${ids[0]}`, AGENCY, { decision: 'accept' });
    expect(first.body).toMatchObject({ state: 'pending', agency_decision: 'accepted', waiting_step: 'site' });
    // The site moderator's "waiting for me" queue now holds it; the agency's no longer does.
    expect(await step('site')).toContain(ids[0]);
    expect(await step('agency')).not.toContain(ids[0]);
    expect((await admin('PUT', `photo-moderation/${ids[0]}`, AGENCY, { decision: 'reject', reason: 'changed my mind' })).status).toBe(409);
    const final = await admin('PUT', `photo-moderation/${ids[0]}`, SITE, { decision: 'accept' });
    expect(final.body).toMatchObject({ state: 'accepted' });

    const accepted = await events('profiles.v1.PhotoAccepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.key).toBe('530001');
    expect(fromBinary(PhotoAcceptedSchema, accepted[0]!.envelope.payload)).toMatchObject({ photoId: String(ids[0]), memberId: '530001', albumType: 'public' });
    const audits = (await events('platform.v1.StaffActionRecorded')).map((e) => fromBinary(StaffActionRecordedSchema, e.envelope.payload));
    expect(audits.map((a) => a.action)).toEqual(['photo.agency-accept', 'photo.site-accept']);
    expect(audits[0]).toMatchObject({ resource: 'photo-moderation', recordId: String(ids[0]) });
    // Now others see it.
    const man = await t.register({ id: 530011, userType: 'man', name: 'John' });
    const seen = await t.site.call<{ id: number }[]>('member-photo/get-photos', { target_user_id: 530001 }, { token: man });
    expect(seen.body.result!.map((p) => p.id)).toEqual([ids[0]]);
  });

  it('an agency rejection needs a reason, is final, and tells the member why', async () => {
    expect((await admin('PUT', `photo-moderation/${ids[1]}`, AGENCY, { decision: 'reject' })).body).toMatchObject({
      code: 10002,
      errors: { reason: 'Give the reason of the rejection' },
    });
    const rejected = await admin('PUT', `photo-moderation/${ids[1]}`, AGENCY, { decision: 'reject', reason: 'Not her face' });
    expect(rejected.body).toMatchObject({ state: 'rejected', reject_reason: 'Not her face' });
    expect((await admin('PUT', `photo-moderation/${ids[1]}`, SITE, { decision: 'accept' })).status).toBe(409);
    const [event] = await events('profiles.v1.PhotoRejected');
    expect(fromBinary(PhotoRejectedSchema, event!.envelope.payload)).toMatchObject({ photoId: String(ids[1]), reason: 'Not her face', step: 'agency' });
    const own = await t.site.call<{ id: number; state: string; reject_reason: string }[]>('member-photo/album-photo', { album_type: 'all' }, { token: lady });
    expect(own.body.result!.find((p) => p.id === ids[1])).toMatchObject({ state: 'rejected', reject_reason: 'Not her face' });
  });

  it("moves a lady's photos, waiting or decided, to her new agency when an admin moves her (identity's MemberAgencyChanged)", async () => {
    const form = new FormData();
    const image = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    form.append('blob', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'new.jpg');
    const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${lady}` }, body: form });
    const waiting = ((await res.json()) as { result: { id: number }[] }).result[0]!.id;
    const moved = (agencyId: string, eventId: string) =>
      encodeEvent(MemberAgencyChangedEvent, { memberId: '530001', agencyId, staffId: '1' }, { streamId: '530001', actor: 'staff:1', eventId });
    const eventId = randomUUID();
    await t.publish([moved('agency-9', eventId), moved('agency-9', eventId)]);
    const queue = await eventually(
      () => admin('GET', `photo-moderation?filter=${encodeURIComponent('{"state":"pending"}')}`, OTHER_AGENCY),
      (r) => r.body.length > 0,
    );
    // The photo still waiting for the agency is the new agency's to decide.
    expect(queue.body.map((r) => r.id)).toEqual([waiting]);
    // All of her photos follow her, the decided ones too: the agency she left reads none of them.
    for (const id of [waiting, ...ids]) {
      expect((await admin('GET', `photo-moderation/${id}`, AGENCY)).status).toBe(404);
      expect((await admin('GET', `photo-moderation/${id}`, OTHER_AGENCY)).body).toMatchObject({ id, agency_id: 'agency-9' });
    }
    expect((await admin('GET', 'photo-moderation', AGENCY)).body).toEqual([]);
    expect(await t.db.query(`SELECT agency_id FROM profiles.profiles WHERE member_id = 530001`)).toEqual([{ agency_id: 'agency-9' }]);
  });
});
