import type { INestApplicationContext } from '@nestjs/common';
import { eventually, logger, OBJECT_STORAGE, type ObjectStorage, type ServiceDb, type UserType } from '@dating/platform';
import { type DemoPhotoPlan, seedDemoPhotos } from './demo-photos.js';
import { seedDemoVideos } from './demo-videos.js';
import { PROFILES_DB } from '../profiles.tokens.js';
import { countryCodeOf } from '@dating/rules';
import { generateProfile, type GeneratedProfile, namesFor, SeededRandom } from './profile-generator.js';

/** One demo member as identity registers them. */
export interface DemoRegistration {
  email: string;
  name: string;
  userType: UserType;
  /** The registration country (alpha-2), the profile's own, so the back office shows where members live. */
  country: string | null;
  /** A lady's agency (the agency moderator's scope in identity too); null for men. */
  agencyId: string | null;
}

export interface DemoMember extends Omit<DemoRegistration, 'country' | 'agencyId'> {
  /** Kept online by the demo, in chat too (seedChatPresenceDemo); never identity's demo accounts. */
  online: boolean;
  profile: GeneratedProfile;
}

/**
 * Identity's demo accounts (seedIdentityDemo) get profiles too, under their e-mails, in the
 * countries identity registers them with (ISO numeric; seed-identity-demo.ts), so the back office
 * and the member site agree where they live (the demo's test checks it).
 */
const IDENTITY_DEMO_LADIES: readonly (readonly [string, number])[] = [
  ['anna', 804],
  ['olga', 804],
  ['maria', 498],
  ['elena', 398],
];
const IDENTITY_DEMO_MEN: readonly (readonly [string, number])[] = [
  ['john', 840],
  ['mike', 826],
  ['david', 124],
];

/** The e-mail endings of the demo's generated ladies and men (identity's demo members have their own). */
const GENERATED_LADY = '.lady@demo.local';
const GENERATED_MAN = '.man@demo.local';
const isGenerated = (email: string) => email.endsWith(GENERATED_LADY) || email.endsWith(GENERATED_MAN);

const LADIES = 64;
const MEN = 22;
/** The demo is the same every time (and so are its ids, registered in this order). */
const DEMO_SEED = 20240611;
/** Registration times spread over the last months, so "new" and "last joined" show both kinds. */
const DEMO_DAYS = 120;

function demoMembers(): { ladies: DemoMember[]; men: DemoMember[] } {
  const random = new SeededRandom(DEMO_SEED);
  const today = new Date(Date.UTC(2025, 0, 1));
  const make = (userType: UserType, fixed: readonly (readonly [string, number])[], count: number) => {
    const out: DemoMember[] = [];
    const used = new Map<string, number>();
    // The names still free where each member lives: drawn without repeats while they last, never an identity demo name.
    const taken = new Set(fixed.map(([login]) => capitalized(login)));
    const pools = new Map<readonly string[], string[]>();
    const nameFor = (countryId: number, draw: number) => {
      const names = namesFor(userType, countryId);
      if (!pools.has(names)) pools.set(names, userType === 'woman' ? names.filter((n) => !taken.has(n)) : [...names]);
      const pool = pools.get(names)!;
      return pool.length ? pool.splice(Math.floor(draw * pool.length), 1)[0]! : names[Math.floor(draw * names.length)]!;
    };
    for (let i = 0; i < count; i++) {
      const [login, countryId] = fixed[i] ?? [null, undefined];
      const draw = login === null ? random.next() : 0;
      // Drawn for everyone (so the draws after it stay the same), kept for the generated members only:
      // identity's demo accounts are online while someone is signed in as them, like any member.
      const online = (userType === 'woman' ? random.chance(0.3) : random.chance(0.2)) && login === null;
      const drawn = generateProfile(random, userType, { name: login === null ? '' : capitalized(login), today, countryId });
      const name = login === null ? nameFor(drawn.countryId, draw) : drawn.name;
      const n = (used.get(name) ?? 0) + 1;
      used.set(name, n);
      const email = login !== null ? `${login}@demo.local` : `${name.toLowerCase()}${n > 1 ? n : ''}${userType === 'woman' ? GENERATED_LADY : GENERATED_MAN}`;
      out.push({ email, name, userType, online, profile: { ...drawn, name } });
    }
    return out;
  };
  return { ladies: make('woman', IDENTITY_DEMO_LADIES, LADIES), men: make('man', IDENTITY_DEMO_MEN, MEN) };
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DEMO = demoMembers();
/** The demo's ladies (the first four are identity's demo women). */
export const DEMO_LADIES: readonly DemoMember[] = DEMO.ladies;
/** The demo's men (the first three are identity's demo men). */
export const DEMO_MEN: readonly DemoMember[] = DEMO.men;
/** The generated members the demo keeps online (identity's demo accounts come and go with their own sign-ins). */
export const DEMO_STANDING_ONLINE: readonly DemoMember[] = [...DEMO.ladies, ...DEMO.men].filter((m) => m.online);

/**
 * Seeds the demo's profiles: registers every demo member through identity's registration path
 * (`register`, which the hosting process gives: it must ignore an e-mail that is taken, so a
 * restart is a no-op), waits for their profiles to open from MemberRegistered, then fills each
 * profile that is still blank (no birthday) with its generated details, once. Ladies belong to
 * `agencyId`; some members stay online (as if connected to chat), some ladies have cams.
 */
export async function seedProfilesDemo(
  app: INestApplicationContext,
  register: (member: DemoRegistration) => Promise<void>,
  // Generous: on Kafka a restarted consumer group may wait out a dead member's session before it reads.
  options: { agencyId?: string; timeoutMs?: number } = {},
): Promise<{ ladies: number; men: number; filled: number; photos: number; videos: number }> {
  const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
  const all = [...DEMO_LADIES, ...DEMO_MEN];
  // A data folder an earlier version of the demo seeded keeps its members: this version's generated
  // ladies and men have other names, so other e-mails, and would come on top of them.
  const members = (await seededByAnEarlierDemo(db, all)) ? all.filter((m) => !isGenerated(m.email)) : all;
  for (let i = 0; i < members.length; i += 4) {
    await Promise.all(
      members.slice(i, i + 4).map((m) =>
        register({
          email: m.email,
          name: m.name,
          userType: m.userType,
          country: countryCodeOf(m.profile.countryId) ?? null,
          agencyId: m.userType === 'woman' ? (options.agencyId ?? null) : null,
        }),
      ),
    );
  }
  const ids = await waitForProfiles(db, members, options.timeoutMs ?? 120_000);
  let filled = 0;
  const random = new SeededRandom(DEMO_SEED + 1);
  const now = Date.now();
  const agencyOf = (member: DemoMember) => (member.userType === 'woman' ? (options.agencyId ?? null) : null);
  for (const member of members) {
    const id = ids.get(member.email.toLowerCase());
    if (!id) continue;
    const registeredAt = new Date(now - random.int(0, DEMO_DAYS * 24) * 3_600_000);
    if (await fillProfile(db, id, member, agencyOf(member), registeredAt)) filled++;
  }
  const storage = app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
  const mediaPlan = (list: readonly DemoMember[]): DemoPhotoPlan[] =>
    list
      .filter((m) => ids.has(m.email.toLowerCase()))
      .map((m) => ({
        memberId: ids.get(m.email.toLowerCase())!,
        agencyId: agencyOf(m),
        sex: m.userType,
        hairColor: m.profile.hairColor,
        eyesColor: m.profile.eyesColor,
      }));
  const ladies = mediaPlan(DEMO_LADIES);
  // The generated men have a portrait too; identity's demo men, whom a visitor signs in as, start without one.
  const men = mediaPlan(DEMO_MEN.filter((m) => isGenerated(m.email)));
  const [ladiesPhotos, menPhotos, videos] = await Promise.all([
    seedDemoPhotos(db, storage, ladies),
    seedDemoPhotos(db, storage, men),
    seedDemoVideos(db, storage, ladies),
  ]);
  const photos = ladiesPhotos + menPhotos;
  if (filled || photos || videos) logger('profiles-seed').info({ filled, photos, videos }, 'demo profiles filled');
  return { ladies: DEMO_LADIES.length, men: DEMO_MEN.length, filled, photos, videos };
}

/** Generated demo members are registered whose e-mails this demo does not have: an earlier demo seeded this database. */
async function seededByAnEarlierDemo(db: ServiceDb, members: DemoMember[]): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM profiles.contacts
      WHERE (lower(email) LIKE '%' || $1 OR lower(email) LIKE '%' || $2) AND NOT lower(email) = ANY($3::text[])`,
    [GENERATED_LADY, GENERATED_MAN, members.map((m) => m.email.toLowerCase())],
  );
  return row!.n > 0;
}

/** Member ids by sign-up e-mail, once every demo member's profile has opened. */
async function waitForProfiles(db: ServiceDb, members: DemoMember[], timeoutMs: number): Promise<Map<string, string>> {
  const emails = members.map((m) => m.email.toLowerCase());
  const rows = await eventually(
    () =>
      db.query<{ member_id: string; email: string }>(
        `SELECT member_id::text AS member_id, lower(email) AS email FROM profiles.contacts WHERE lower(email) = ANY($1::text[])`,
        [emails],
      ),
    (found) => found.length >= emails.length,
    timeoutMs,
    50,
  );
  if (rows.length < emails.length) {
    // A demo is not worth a failed start: fill the profiles that opened and say which did not.
    const opened = new Set(rows.map((r) => r.email));
    logger('profiles-seed').warn(
      { missing: emails.filter((e) => !opened.has(e)) },
      `demo profiles did not all open in time (${rows.length} of ${emails.length})`,
    );
  }
  return new Map(rows.map((r) => [r.email, r.member_id]));
}

async function fillProfile(db: ServiceDb, memberId: string, member: DemoMember, agencyId: string | null, registeredAt: Date): Promise<boolean> {
  const p = member.profile;
  const rows = await db.query(
    `WITH filled AS (UPDATE profiles.profiles SET agency_id = $2, birthday = $3, country_id = $4, city = $5, nationality = $6, occupation = $7, education = $8,
       marital_status = $9, english_level = $10, languages = $11, religion = $12, interests = $13, pets = $14, flowers = $15, holidays = $16,
       goals = $17, children = $18, smoking = $19, alcohol = $20, accommodation = $21, hair_color = $22, eyes_color = $23, body_type = $24,
       height_cm = $25, weight_kg = $26, status = $27, about_me = $28, about_yourself = $29, partner_age_from = $30, partner_age_to = $31,
       partner_height_from = $32, partner_height_to = $33, partner_weight_from = $34, partner_weight_to = $35, partner_hair_color = $36,
       partner_eyes_color = $37, partner_children = $38, partner_type = $39, with_web_cam = $40, with_hd_cam = $41,
       online_until = CASE WHEN $42 THEN 'infinity'::timestamptz ELSE now() - ($43 || ' minutes')::interval END,
       last_active_at = now() - ($43 || ' minutes')::interval, registered_at = $44, updated_at = now()
     WHERE member_id = $1 AND birthday IS NULL RETURNING 1 AS filled) SELECT filled FROM filled`,
    [
      memberId,
      agencyId,
      p.birthday,
      p.countryId,
      p.city,
      p.nationality,
      p.occupation,
      p.education,
      p.maritalStatus,
      p.englishLevel,
      p.languages,
      p.religion,
      p.interests,
      p.pets,
      p.flowers,
      p.holidays,
      p.goals,
      p.children,
      p.smoking,
      p.alcohol,
      p.accommodation,
      p.hairColor,
      p.eyesColor,
      p.bodyType,
      p.heightCm,
      p.weightKg,
      p.status,
      p.aboutMe,
      p.aboutYourself,
      p.lookingFor.ageFrom,
      p.lookingFor.ageTo,
      p.lookingFor.heightFrom,
      p.lookingFor.heightTo,
      p.lookingFor.weightFrom,
      p.lookingFor.weightTo,
      p.lookingFor.hairColor,
      p.lookingFor.eyesColor,
      p.lookingFor.children,
      p.lookingFor.type,
      p.withWebCam,
      p.withHdCam,
      member.online,
      member.online ? '1' : String(60 * 24),
      registeredAt,
    ],
  );
  if (!rows.length) return false;
  await db.query(`UPDATE profiles.contacts SET phone = $2, updated_at = now() WHERE member_id = $1`, [memberId, p.phone]);
  return true;
}
