import { type DynamicModule, Global, Module } from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  type AccessTokenVerifier,
  encodeEvent,
  type OutgoingEvent,
  type Principal,
  type ServiceDb,
  SiteError,
  STAFF_ROLES,
  type StaffRole,
  type UserType,
} from '@dating/platform';
import { eventually, startTestApp, type TestApp } from '@dating/platform/testing';
import { MemberRegisteredEvent } from '@dating/identity/contracts';
import sharp from 'sharp';
import { WRITABLE_COLUMNS } from '../infrastructure/profile.writer.js';
import { ProfilesModule } from '../profiles.module.js';
import { PROFILES_DB } from '../profiles.tokens.js';

/**
 * Member tokens of profiles' tests: `man-<id>` and `woman-<id>` (numeric ids, as identity's),
 * `staff:<role>`. The kernel's fakeTokenVerifier uses the token as the id, which cannot be a
 * member id here.
 */
export const testToken = (userType: UserType, id: string | number) => `${userType}-${id}`;

export const profilesTestVerifier: AccessTokenVerifier = {
  async verify(token: string): Promise<Principal> {
    const staff = /^staff:(\w+)(?::([\w-]+))?$/.exec(token);
    if (staff && STAFF_ROLES.includes(staff[1] as StaffRole))
      return {
        kind: 'staff',
        id: `staff-${staff[1]}${staff[2] ? `-${staff[2]}` : ''}`,
        sessionId: 's',
        role: staff[1] as StaffRole,
        agencyId: staff[2] ?? null,
      };
    const member = /^(man|woman)-(\d{1,18})$/.exec(token);
    if (!member) throw new SiteError(401);
    return { kind: 'member', id: member[2]!, sessionId: 's', userType: member[1] as UserType };
  },
};

@Global()
@Module({ providers: [{ provide: ACCESS_TOKEN_VERIFIER, useValue: profilesTestVerifier }], exports: [ACCESS_TOKEN_VERIFIER] })
export class ProfilesTestAuthModule {}

export interface NewTestMember {
  id: string | number;
  userType: UserType;
  name: string;
  email?: string;
  registeredAt?: Date;
}

export interface ProfilesTestApp extends TestApp {
  db: ServiceDb;
  /** Identity's MemberRegistered for this member, as identity publishes it (through the bus). */
  registered(member: NewTestMember, eventId?: string): OutgoingEvent;
  /** Publishes events on the app's bus. */
  publish(events: OutgoingEvent[]): Promise<void>;
  /** Publishes MemberRegistered and waits until the profile has opened. Answers the member's token. */
  register(member: NewTestMember): Promise<string>;
  /** Sets profile columns directly (test set-up: ladies' details, presence, cams, agency). */
  setProfile(id: string | number, values: Partial<Record<TestColumn, unknown>>): Promise<void>;
}

const TEST_COLUMNS = [
  ...WRITABLE_COLUMNS,
  'agency_id',
  'avatar_url',
  'with_web_cam',
  'with_hd_cam',
  'online_until',
  'last_active_at',
  'registered_at',
  'popularity',
] as const;
export type TestColumn = (typeof TEST_COLUMNS)[number];

/**
 * profiles on the kernel's test app (fresh PostgreSQL, in-process bus), with test tokens
 * (`staff:<role>[:<agency>]` for staff). `with` hosts other services' modules beside it (an int-spec
 * passes billing's, so purchases charge through its real LedgerPort).
 */
export async function startProfilesTestApp(options: { embedded?: boolean; with?: DynamicModule[] } = {}): Promise<ProfilesTestApp> {
  const t = await startTestApp({
    imports: [ProfilesTestAuthModule, ProfilesModule.register(), ...(options.with ?? [])],
    embedded: options.embedded,
  });
  const db = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
  const registered = (m: NewTestMember, eventId?: string) =>
    encodeEvent(
      MemberRegisteredEvent,
      {
        memberId: String(m.id),
        userType: m.userType,
        name: m.name,
        email: m.email ?? `${m.name.toLowerCase().replace(/\W/g, '')}.${m.id}@example.com`,
        registeredAtMs: BigInt((m.registeredAt ?? new Date()).getTime()),
      },
      { streamId: String(m.id), actor: `member:${m.id}`, eventId },
    );
  const publish = (events: OutgoingEvent[]) => t.bus.publish(events.map((e) => ({ topic: e.topic, key: e.key, value: e.envelope })));
  const register = async (m: NewTestMember) => {
    await publish([registered(m)]);
    const rows = await eventually(
      () => db.query(`SELECT 1 FROM profiles.profiles WHERE member_id = $1`, [String(m.id)]),
      (r) => r.length > 0,
    );
    if (!rows.length) throw new Error(`profile ${m.id} did not open`);
    return testToken(m.userType, m.id);
  };
  const setProfile = async (id: string | number, values: Partial<Record<TestColumn, unknown>>) => {
    const columns = TEST_COLUMNS.filter((c) => Object.hasOwn(values, c));
    const params: unknown[] = [String(id)];
    await db.query(`UPDATE profiles.profiles SET ${columns.map((c) => `${c} = $${params.push(values[c])}`).join(', ')} WHERE member_id = $1`, params);
  };
  return Object.assign(t, { db, registered, publish, register, setProfile });
}

/** A photo uploaded by the member of `token` into `album` and accepted by moderation (set directly): its id. */
export async function acceptedPhoto(t: ProfilesTestApp, token: string, album: 'public' | 'private', background = '#557799'): Promise<number> {
  const image = await sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('album_type', album);
  form.append('blob', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'p.jpg');
  const res = await fetch(`${t.url}/api/member-photo/upload-photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const photoId = ((await res.json()) as { result: { id: number }[] }).result[0]!.id;
  await t.db.query(`UPDATE profiles.photos SET state = 'accepted' WHERE id = $1`, [photoId]);
  return photoId;
}

export { eventually };
