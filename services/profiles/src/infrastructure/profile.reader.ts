import { isRecordId, type Sql, type UserType } from '@dating/platform';
import type { Contacts, Country, ProfileCardRecord, ProfileRecord } from '../domain/profile.js';

/**
 * The profile read model: plain SQL over `profiles.profiles` and `profiles.countries`. Contacts
 * are read by `readContacts` alone, which only the owner's load calls. The media part joins its
 * photos table on `member_id` (and fills `avatar_url`).
 */

/** The columns that carry a profile field's own name (one word) are typed as that field, so the two cannot drift apart. */
type SameNamedColumns =
  | 'name'
  | 'birthday'
  | 'city'
  | 'nationality'
  | 'occupation'
  | 'education'
  | 'languages'
  | 'religion'
  | 'interests'
  | 'pets'
  | 'flowers'
  | 'holidays'
  | 'goals'
  | 'children'
  | 'smoking'
  | 'alcohol'
  | 'accommodation'
  | 'status';

export interface ProfileRow extends Pick<ProfileRecord, SameNamedColumns> {
  member_id: string;
  user_type: UserType;
  agency_id: string | null;
  country_id: number | null;
  country_name: string | null;
  country_code: string | null;
  marital_status: string | null;
  english_level: string | null;
  hair_color: string | null;
  eyes_color: string | null;
  body_type: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  about_me: string | null;
  about_yourself: string | null;
  partner_age_from: number | null;
  partner_age_to: number | null;
  partner_weight_from: number | null;
  partner_weight_to: number | null;
  partner_height_from: number | null;
  partner_height_to: number | null;
  partner_hair_color: string | null;
  partner_eyes_color: string | null;
  partner_children: string | null;
  partner_type: string | null;
  avatar_url: string | null;
  with_web_cam: boolean;
  with_hd_cam: boolean;
  /** Epoch milliseconds (CARD_COLUMNS); 'infinity' (a chat connection) is the number Infinity. */
  online_until: Date | number | null;
  /** Epoch milliseconds (CARD_COLUMNS). */
  registered_at: Date | number;
}

/**
 * The columns of a list entry, `p` being profiles.profiles and `c` its country. The two instants
 * come as epoch milliseconds (float8): pg's parsing of timestamptz text into Dates was a tenth of
 * the search's allocations and cost it 15% of its throughput (bench:search, 2026-11-30).
 */
export const CARD_COLUMNS = `p.member_id::text AS member_id, p.user_type, p.name, to_char(p.birthday, 'YYYY-MM-DD') AS birthday,
  p.country_id, c.name AS country_name, c.code AS country_code, p.city, p.avatar_url, p.with_web_cam, p.with_hd_cam,
  date_part('epoch', p.online_until) * 1000 AS online_until, date_part('epoch', p.registered_at) * 1000 AS registered_at`;

export type CardRow = Pick<
  ProfileRow,
  | 'member_id'
  | 'user_type'
  | 'name'
  | 'birthday'
  | 'country_id'
  | 'country_name'
  | 'country_code'
  | 'city'
  | 'avatar_url'
  | 'with_web_cam'
  | 'with_hd_cam'
  | 'online_until'
  | 'registered_at'
>;

/** The latest instant a Date can hold: 'infinity' (connected to chat). */
const FAR_FUTURE = new Date(8_640_000_000_000_000);
const onlineUntilOf = (v: Date | number | string | null) => (v === null ? null : v === Infinity || v === 'infinity' ? FAR_FUTURE : new Date(v));

function countryOf(row: Pick<ProfileRow, 'country_id' | 'country_name' | 'country_code'>): Country | null {
  return row.country_id === null ? null : { id: Number(row.country_id), name: row.country_name ?? '', code: row.country_code ?? '' };
}

export function toCard(row: CardRow): ProfileCardRecord {
  return {
    memberId: String(row.member_id),
    userType: row.user_type,
    name: row.name,
    birthday: row.birthday,
    country: countryOf(row),
    city: row.city,
    avatarUrl: row.avatar_url,
    withWebCam: row.with_web_cam,
    withHdCam: row.with_hd_cam,
    onlineUntil: onlineUntilOf(row.online_until),
    registeredAt: new Date(row.registered_at),
  };
}

export function toProfile(row: ProfileRow): ProfileRecord {
  const n = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    ...toCard(row),
    agencyId: row.agency_id,
    nationality: row.nationality,
    occupation: row.occupation,
    education: row.education,
    maritalStatus: row.marital_status,
    englishLevel: row.english_level,
    languages: row.languages ?? [],
    religion: row.religion,
    interests: row.interests ?? [],
    pets: row.pets ?? [],
    flowers: row.flowers ?? [],
    holidays: row.holidays ?? [],
    goals: row.goals ?? [],
    children: row.children,
    smoking: row.smoking,
    alcohol: row.alcohol,
    accommodation: row.accommodation,
    hairColor: row.hair_color,
    eyesColor: row.eyes_color,
    bodyType: row.body_type,
    heightCm: n(row.height_cm),
    weightKg: n(row.weight_kg),
    status: row.status,
    aboutMe: row.about_me,
    aboutYourself: row.about_yourself,
    lookingFor: {
      ageFrom: n(row.partner_age_from),
      ageTo: n(row.partner_age_to),
      weightFrom: n(row.partner_weight_from),
      weightTo: n(row.partner_weight_to),
      heightFrom: n(row.partner_height_from),
      heightTo: n(row.partner_height_to),
      hairColor: row.partner_hair_color,
      eyesColor: row.partner_eyes_color,
      children: row.partner_children,
      type: row.partner_type,
    },
  };
}

/** A member id as the database takes it, or null when it cannot be one (so it matches nothing). */
export function memberIdParam(id: string | number): string | null {
  const text = String(id);
  return isRecordId(text) ? text : null;
}

/** One profile (without contacts), or null. */
export async function readProfile(sql: Sql, memberId: string, { listedOnly = false } = {}): Promise<ProfileRecord | null> {
  const id = memberIdParam(memberId);
  if (id === null) return null;
  const [row] = await sql.query<ProfileRow>(
    `SELECT p.*, p.member_id::text AS member_id, to_char(p.birthday, 'YYYY-MM-DD') AS birthday, c.name AS country_name, c.code AS country_code
     FROM profiles.profiles p LEFT JOIN profiles.countries c ON c.id = p.country_id WHERE p.member_id = $1${listedOnly ? ' AND p.banned_at IS NULL' : ''}`,
    [id],
  );
  return row ? toProfile(row) : null;
}

/** A profile as other members and visitors may open it: none for a banned member (hidden-when-member-banned). */
export const readListedProfile = (sql: Sql, memberId: string) => readProfile(sql, memberId, { listedOnly: true });

/** The owner's contacts. Only the owner's own profile load reads this. */
export async function readContacts(sql: Sql, memberId: string): Promise<Contacts> {
  const [row] = await sql.query<Contacts>(`SELECT email, phone FROM profiles.contacts WHERE member_id = $1`, [memberId]);
  return row ?? { email: null, phone: null };
}

/** The user type of a profile, or null when there is none. */
export async function userTypeOf(sql: Sql, memberId: string): Promise<UserType | null> {
  const id = memberIdParam(memberId);
  if (id === null) return null;
  const [row] = await sql.query<{ user_type: UserType }>(`SELECT user_type FROM profiles.profiles WHERE member_id = $1`, [id]);
  return row?.user_type ?? null;
}
