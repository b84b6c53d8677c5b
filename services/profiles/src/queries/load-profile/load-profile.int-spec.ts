import { fromBinary } from '@bufbuild/protobuf';
import { decodeEnvelope } from '@dating/platform';
import { ProfileVisitedSchema } from '@dating/proto/profiles/v1/events_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfilesTestApp, startProfilesTestApp, testToken } from '../../testing/index.js';

/** Spec section 6: who sees what of a profile, and the visit profile/load records. */
describe('profile/load and the public profile (spec section 6)', () => {
  let t: ProfilesTestApp;
  let man: string;
  let otherMan: string;
  let lady: string;
  let otherLady: string;

  beforeAll(async () => {
    t = await startProfilesTestApp();
    man = await t.register({ id: 300001, userType: 'man', name: 'John', email: 'john.private@example.com' });
    otherMan = await t.register({ id: 300002, userType: 'man', name: 'Mark' });
    lady = await t.register({ id: 300011, userType: 'woman', name: 'Olena', email: 'olena.private@example.com' });
    otherLady = await t.register({ id: 300012, userType: 'woman', name: 'Daria' });
    await t.setProfile(300011, {
      birthday: '1994-03-15',
      country_id: 804,
      city: 'Kyiv',
      agency_id: 'agency-1',
      status: 'Happy today',
      hair_color: 'blond',
      height_cm: 168,
      weight_kg: 55,
      about_me: 'I love long walks.',
      about_yourself: 'Weekends with friends.',
      flowers: ['red roses'],
      partner_type: 'A kind man',
      with_web_cam: true,
      online_until: new Date(Date.now() + 300_000),
    });
    await t.db.query(`UPDATE profiles.contacts SET phone = '+380 67 123-45-67' WHERE member_id IN (300001, 300011)`);
  });
  afterAll(async () => t?.close());

  const noContacts = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain('olena.private@example.com');
    expect(text).not.toContain('+380 67 123-45-67');
    expect(text).not.toContain('"contacts"');
    expect(text).not.toContain('agency-1');
  };

  it('answers the own profile with contacts, birthday and the sex attribute', async () => {
    const own = await t.site.call<Record<string, unknown>>('profile/load', {}, { token: lady });
    expect(own.body).toMatchObject({
      status: true,
      result: {
        user_id: 300011,
        name: 'Olena',
        sex: { isWoman: true },
        birthday: '1994-03-15',
        agency_id: 'agency-1',
        contacts: { email: 'olena.private@example.com', phone: '+380 67 123-45-67' },
        country: { id: 804, code: 'UA', name: 'Ukraine' },
        profile_additional_info: { hair_color: 'blond', height: { cm: 168, feet: 5, inches: 6 }, weight: { kg: 55, lbs: 121 } },
      },
    });
    // Own id as the target is still the own profile, and no visit.
    const again = await t.site.call('profile/load', { target_user_id: 300011 }, { token: lady });
    expect(again.body.result).toMatchObject({ contacts: { email: 'olena.private@example.com' } });
    expect(await t.db.query(`SELECT 1 FROM profiles.visits WHERE visitor_id = 300011`)).toHaveLength(0);
  });

  it('shows a man a lady without her contacts, agency or birthday, and records his visit once', async () => {
    const res = await t.site.call<Record<string, unknown>>('profile/load', { target_user_id: 300011 }, { token: man });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      user_id: 300011,
      name: 'Olena',
      status: 'Happy today',
      is_online: true,
      with_web_cam: true,
      documents_verified: true,
      looking_for: { type: 'A kind man' },
      profile_additional_info: { flowers: ['red roses'], about_yourself: 'Weekends with friends.' },
    });
    expect(res.body.result).not.toHaveProperty('birthday');
    expect(res.body.result).not.toHaveProperty('agency_id');
    noContacts(res.body);

    const [visit] = await t.db.query<{ visits: number; first_visited_at: Date; seen_at: Date | null }>(
      `SELECT visits, first_visited_at, seen_at FROM profiles.visits WHERE visitor_id = 300001 AND visited_id = 300011`,
    );
    expect(visit).toMatchObject({ visits: 1, seen_at: null });
    const events = await t.db.query<{ envelope: Buffer; key: string; topic: string }>(
      `SELECT envelope, key, topic FROM profiles.outbox WHERE type = 'profiles.v1.ProfileVisited' ORDER BY id`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ key: '300011', topic: 'profiles.visits.v1' });
    const envelope = decodeEnvelope(events[0]!.envelope);
    expect(envelope.actor).toBe('member:300001');
    expect(fromBinary(ProfileVisitedSchema, envelope.payload)).toMatchObject({ visitorId: '300001', visitedId: '300011', firstVisit: true });
    expect((await t.db.query<{ popularity: number }>(`SELECT popularity FROM profiles.profiles WHERE member_id = 300011`))[0]!.popularity).toBe(1);

    // A reload within the hour is not another visit.
    await t.site.call('profile/load', { target_user_id: 300011 }, { token: man });
    expect(await t.db.query(`SELECT visits FROM profiles.visits WHERE visitor_id = 300001 AND visited_id = 300011`)).toEqual([{ visits: 1 }]);
    expect(await t.db.query(`SELECT 1 FROM profiles.outbox WHERE type = 'profiles.v1.ProfileVisited'`)).toHaveLength(1);

    // After the window it is a visit again (not a first one); the lady sees it as unseen.
    await t.db.query(`UPDATE profiles.visits SET last_visited_at = now() - interval '2 hours', seen_at = now() WHERE visitor_id = 300001`);
    await t.site.call('profile/load', { target_user_id: 300011 }, { token: man });
    expect(await t.db.query(`SELECT visits, seen_at FROM profiles.visits WHERE visitor_id = 300001 AND visited_id = 300011`)).toEqual([
      { visits: 2, seen_at: null },
    ]);
    const counter = await t.site.call('profile/counter', {}, { token: lady });
    expect(counter.body.result).toEqual({ visitors_new: 1, visitors_total: 1, visited: 0, winks_new: 0, favorite_invites: 0 });
    expect((await t.db.query<{ popularity: number }>(`SELECT popularity FROM profiles.profiles WHERE member_id = 300011`))[0]!.popularity).toBe(1);
  });

  it('shows a lady a man, and never his contacts', async () => {
    const res = await t.site.call('profile/load', { target_user_id: 300001 }, { token: otherLady });
    expect(res.body).toMatchObject({ status: true, result: { user_id: 300001, name: 'John', sex: { isWoman: false } } });
    expect(JSON.stringify(res.body)).not.toContain('john.private@example.com');
    expect(JSON.stringify(res.body)).not.toContain('"contacts"');
  });

  it('refuses a man loading a man and a lady loading a lady (10024), and records no visit', async () => {
    const manOnMan = await t.site.call('profile/load', { target_user_id: 300002 }, { token: man });
    expect(manOnMan).toMatchObject({ status: 403, body: { status: false, code: 10024 } });
    const ladyOnLady = await t.site.call('profile/load', { target_user_id: 300011 }, { token: otherLady });
    expect(ladyOnLady).toMatchObject({ status: 403, body: { status: false, code: 10024 } });
    expect(await t.db.query(`SELECT 1 FROM profiles.visits WHERE visitor_id IN (300001, 300012) AND visited_id IN (300002, 300011)`)).toHaveLength(1);
  });

  it('answers an unknown profile with 10404, a bad id with 10002, no token with 10401', async () => {
    expect((await t.site.call('profile/load', { target_user_id: 999999 }, { token: man })).body).toMatchObject({ status: false, code: 10404 });
    expect((await t.site.call('profile/load', { target_user_id: 'abc' }, { token: man })).body).toMatchObject({ status: false, code: 10002 });
    expect((await t.site.call('profile/load', { target_user_id: -4 }, { token: man })).body).toMatchObject({ status: false, code: 10002 });
    expect((await t.site.call('profile/load', { target_user_id: 300011 })).body).toMatchObject({ status: false, code: 10401 });
    // A member whose profile has not opened yet.
    expect((await t.site.call('profile/load', {}, { token: testToken('man', 399999) })).body).toMatchObject({ status: false, code: 10005 });
  });

  it('gives a visitor only the public fields of a lady, and no man at all', async () => {
    const res = await t.site.call<Record<string, unknown>>('guest/get-woman-profile', { id: 300011 });
    expect(res.body).toMatchObject({
      status: true,
      result: {
        user_id: 300011,
        name: 'Olena',
        country: { code: 'UA' },
        city: 'Kyiv',
        documents_verified: true,
        profile_additional_info: { hair_color: 'blond' },
      },
    });
    const result = res.body.result!;
    expect(typeof result.age).toBe('number');
    for (const hidden of ['status', 'is_online', 'with_web_cam', 'looking_for', 'birthday', 'agency_id', 'contacts', 'created_at'])
      expect(result).not.toHaveProperty(hidden);
    const details = result.profile_additional_info as Record<string, unknown>;
    for (const hidden of ['flowers', 'holidays', 'pets', 'interests', 'about_yourself']) expect(details).not.toHaveProperty(hidden);
    noContacts(res.body);
    // The same public answer for a member.
    expect((await t.site.call('guest/get-woman-profile', { id: 300011 }, { token: man })).body.result).toEqual(result);

    expect((await t.site.call('guest/get-woman-profile', { id: 300001 })).body).toMatchObject({ status: false, code: 10404 });
    expect((await t.site.call('guest/get-woman-profile', {})).body).toMatchObject({ status: false, code: 10001, desc: 'The id field is required' });
    expect(await t.db.query(`SELECT 1 FROM profiles.visits WHERE visitor_id = 300002`)).toHaveLength(0);
    expect(otherMan).toBeTruthy();
  });
});
