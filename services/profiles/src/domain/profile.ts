import type { UserType } from '@dating/platform';
import { ageAt, cmToFeetInches, kgToLbs, PROFILE_LIMITS } from '@dating/rules';
import { isOnline } from './presence.js';

/** A country as profiles answer it: ISO 3166-1 numeric id, alpha-2 code, English name. */
export interface Country {
  id: number;
  name: string;
  code: string;
}

/** The perfect partner (spec section 3: the `woman-looking-for` form). */
export interface LookingFor {
  ageFrom: number | null;
  ageTo: number | null;
  weightFrom: number | null;
  weightTo: number | null;
  heightFrom: number | null;
  heightTo: number | null;
  hairColor: string | null;
  eyesColor: string | null;
  children: string | null;
  /** Free text (typeWoman, at most 500). */
  type: string | null;
}

/** Everything a profile holds (spec section 3), as the read model gives it. */
export interface ProfileRecord {
  memberId: string;
  userType: UserType;
  name: string;
  /** The agency a lady belongs to (its moderators' scope); null for men. */
  agencyId: string | null;
  /** ISO date (YYYY-MM-DD). */
  birthday: string | null;
  country: Country | null;
  city: string | null;
  nationality: string | null;
  occupation: string | null;
  education: string | null;
  maritalStatus: string | null;
  englishLevel: string | null;
  languages: string[];
  religion: string | null;
  interests: string[];
  pets: string[];
  flowers: string[];
  holidays: string[];
  goals: string[];
  children: string | null;
  smoking: string | null;
  alcohol: string | null;
  accommodation: string | null;
  hairColor: string | null;
  eyesColor: string | null;
  bodyType: string | null;
  heightCm: number | null;
  weightKg: number | null;
  status: string;
  aboutMe: string | null;
  aboutYourself: string | null;
  lookingFor: LookingFor;
  /** The avatar's URL; the media part fills it (a photo reference), null until then. */
  avatarUrl: string | null;
  withWebCam: boolean;
  withHdCam: boolean;
  onlineUntil: Date | null;
  registeredAt: Date;
}

/** Contacts (phone and e-mail): only ever answered to the member they belong to. */
export interface Contacts {
  email: string | null;
  phone: string | null;
}

/** The fields of a list entry (search results, last joined, online, top). */
export interface ProfileCardRecord {
  memberId: string;
  userType: UserType;
  name: string;
  birthday: string | null;
  country: Country | null;
  city: string | null;
  avatarUrl: string | null;
  withWebCam: boolean;
  withHdCam: boolean;
  onlineUntil: Date | null;
  registeredAt: Date;
}

export function ageOf(birthday: string | null, now: Date = new Date()): number | null {
  return birthday ? ageAt(new Date(`${birthday}T00:00:00Z`), now) : null;
}

/** Registered within the last PROFILE_LIMITS.newProfileDays days (the `new` filter and badge). */
export function isNew(registeredAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - registeredAt.getTime() < PROFILE_LIMITS.newProfileDays * 86_400_000;
}

/** The sex attribute of spec section 1 with its isWoman flag. */
export function sexOf(userType: UserType): { isWoman: boolean } {
  return { isWoman: userType === 'woman' };
}

const measure = (heightCm: number | null, weightKg: number | null) => ({
  height: heightCm === null ? null : { cm: heightCm, ...cmToFeetInches(heightCm) },
  weight: weightKg === null ? null : { kg: weightKg, lbs: kgToLbs(weightKg) },
});

/** Appearance and the public part of the details: what a visitor may see of a lady. */
function publicDetails(p: ProfileRecord) {
  return {
    occupation: p.occupation,
    education: p.education,
    marital_status: p.maritalStatus,
    english_level: p.englishLevel,
    languages: p.languages,
    religion: p.religion,
    children: p.children,
    goals: p.goals,
    hair_color: p.hairColor,
    eyes_color: p.eyesColor,
    body_type: p.bodyType,
    height_cm: p.heightCm,
    weight_kg: p.weightKg,
    ...measure(p.heightCm, p.weightKg),
    about_me: p.aboutMe,
  };
}

/** Every detail: what a signed-in member of the other sex, and the owner, see. */
function memberDetails(p: ProfileRecord) {
  return {
    ...publicDetails(p),
    interests: p.interests,
    pets: p.pets,
    flowers: p.flowers,
    holidays: p.holidays,
    smoking: p.smoking,
    alcohol: p.alcohol,
    accommodation: p.accommodation,
    about_yourself: p.aboutYourself,
  };
}

function lookingForView(l: LookingFor) {
  return {
    age_from: l.ageFrom,
    age_to: l.ageTo,
    weight_from: l.weightFrom,
    weight_to: l.weightTo,
    height_from: l.heightFrom,
    height_to: l.heightTo,
    hair_color: l.hairColor,
    eyes_color: l.eyesColor,
    children: l.children,
    type: l.type,
  };
}

/**
 * The public view (spec section 6: a visitor loads a lady's public profile through the guest call):
 * who she is, where she lives, her appearance and what she writes about herself. No presence, no
 * status line, no gift hints (flowers, holidays), no partner wishes, never contacts or the agency.
 */
export function publicView(p: ProfileRecord, now: Date = new Date()) {
  return {
    user_id: Number(p.memberId),
    user_type: p.userType,
    name: p.name,
    age: ageOf(p.birthday, now),
    sex: sexOf(p.userType),
    country: p.country,
    city: p.city,
    nationality: p.nationality,
    avatar_url: p.avatarUrl,
    is_new: isNew(p.registeredAt, now),
    /** Spec section 1: a lady's profile notes that her agency has provided scans of her identity documents. */
    documents_verified: p.userType === 'woman' && p.agencyId !== null,
    profile_additional_info: publicDetails(p),
  };
}

export type PublicProfileView = ReturnType<typeof publicView>;

/** What another signed-in member (of the other sex) sees: everything but contacts and the agency. */
export function memberView(p: ProfileRecord, now: Date = new Date()) {
  return {
    ...publicView(p, now),
    status: p.status,
    is_online: isOnline(p, now),
    with_web_cam: p.withWebCam,
    with_hd_cam: p.withHdCam,
    created_at: p.registeredAt.toISOString(),
    profile_additional_info: memberDetails(p),
    looking_for: lookingForView(p.lookingFor),
  };
}

export type MemberProfileView = ReturnType<typeof memberView>;

/** The owner's own profile: everything, with the birthday, contacts and agency. */
export function ownView(p: ProfileRecord, contacts: Contacts, now: Date = new Date()) {
  return {
    ...memberView(p, now),
    birthday: p.birthday,
    agency_id: p.agencyId,
    contacts: { email: contacts.email, phone: contacts.phone },
  };
}

export type OwnProfileView = ReturnType<typeof ownView>;

/** One entry of a list of profiles. */
export function cardView(c: ProfileCardRecord, now: Date = new Date()) {
  return {
    user_id: Number(c.memberId),
    user_type: c.userType,
    name: c.name,
    age: ageOf(c.birthday, now),
    sex: sexOf(c.userType),
    country: c.country?.name ?? null,
    country_id: c.country?.id ?? null,
    country_code: c.country?.code ?? null,
    city: c.city,
    avatar_url: c.avatarUrl,
    is_online: isOnline(c, now),
    is_new: isNew(c.registeredAt, now),
    with_web_cam: c.withWebCam,
    with_hd_cam: c.withHdCam,
  };
}

export type ProfileCard = ReturnType<typeof cardView>;
