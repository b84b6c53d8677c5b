import type { OwnProfile } from '../api/profiles';

export type ProfilePart = 'mainInfo' | 'aboutMe' | 'appearance' | 'perfect' | 'photo';

/** How complete the own profile is: the share of filled fields, and the parts still missing something. */
export function completeness(p: OwnProfile): { percent: number; missing: ProfilePart[] } {
  const d = p.profile_additional_info;
  const l = p.looking_for;
  const has = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '');
  const parts: Record<ProfilePart, unknown[]> = {
    mainInfo: [p.birthday, p.country, p.city, p.nationality, d.occupation, d.education, d.marital_status, d.english_level, d.languages, d.children],
    aboutMe: [d.about_me, d.interests, d.goals],
    appearance: [d.height_cm, d.weight_kg, d.hair_color, d.eyes_color, d.body_type],
    perfect: [l ? l.age_from : null, l ? l.type : null],
    photo: [p.avatar_url],
  };
  const all = Object.values(parts).flat();
  const percent = Math.round((all.filter(has).length / all.length) * 100);
  const missing = (Object.keys(parts) as ProfilePart[]).filter((k) => !parts[k].every(has));
  return { percent, missing };
}
