import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { decodeEnvelope } from '@dating/platform';
import { ProfileOpenedSchema } from '@dating/proto/profiles/v1/events_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

describe('profiles: a profile opens on MemberRegistered', () => {
  let t: ProfilesTestApp;
  beforeAll(async () => {
    t = await startProfilesTestApp();
  });
  afterAll(async () => t?.close());

  it('opens the profile with the sex, the name, the registration time and the sign-up e-mail as contact', async () => {
    const registeredAt = new Date('2024-05-01T10:00:00Z');
    const token = await t.register({ id: 200001, userType: 'woman', name: 'Irina', email: 'irina@example.com', registeredAt });
    const [row] = await t.db.query<{ user_type: string; name: string; registered_at: Date; email: string }>(
      `SELECT p.user_type, p.name, p.registered_at, c.email FROM profiles.profiles p JOIN profiles.contacts c USING (member_id) WHERE member_id = 200001`,
    );
    expect(row).toMatchObject({ user_type: 'woman', name: 'Irina', email: 'irina@example.com' });
    expect(new Date(row!.registered_at).toISOString()).toBe(registeredAt.toISOString());
    const own = await t.site.call('profile/load', {}, { token });
    expect(own.body).toMatchObject({ status: true, result: { user_id: 200001, name: 'Irina', sex: { isWoman: true }, user_type: 'woman' } });
  });

  it('is idempotent: the same event twice, or the member registered again under another event, opens one profile once', async () => {
    const eventId = randomUUID();
    const first = t.registered({ id: 200002, userType: 'man', name: 'Tom' }, eventId);
    await t.publish([first, first]);
    await t.publish([t.registered({ id: 200002, userType: 'woman', name: 'Changed' })]);
    await t.register({ id: 200003, userType: 'man', name: 'After' });
    const rows = await t.db.query<{ name: string; user_type: string }>(`SELECT name, user_type FROM profiles.profiles WHERE member_id = 200002`);
    expect(rows).toEqual([{ name: 'Tom', user_type: 'man' }]);
    const inbox = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.inbox WHERE event_id = $1`, [eventId]);
    expect(inbox[0]!.n).toBe(1);
    const opened = await t.db.query<{ envelope: Buffer }>(`SELECT envelope FROM profiles.outbox WHERE type = 'profiles.v1.ProfileOpened' AND key = '200002'`);
    expect(opened).toHaveLength(1);
    const envelope = decodeEnvelope(opened[0]!.envelope);
    expect(envelope.causationId).toBe(eventId);
    expect(fromBinary(ProfileOpenedSchema, envelope.payload)).toMatchObject({ memberId: '200002', userType: 'man', name: 'Tom' });
  });

  it('skips a MemberRegistered whose member id is not a number, and goes on with the next', async () => {
    await t.publish([t.registered({ id: 'm-1', userType: 'man', name: 'Foreign' }), t.registered({ id: 200004, userType: 'woman', name: 'Next' })]);
    await t.register({ id: 200005, userType: 'man', name: 'Later' });
    expect(await t.db.query(`SELECT member_id::text AS id FROM profiles.profiles WHERE member_id IN (200004, 200005) ORDER BY 1`)).toEqual([
      { id: '200004' },
      { id: '200005' },
    ]);
  });
});
