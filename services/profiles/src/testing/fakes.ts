export { fakeDb } from '@dating/platform/testing';

/** The error a call fails with (a spec failure when it succeeds). */
export async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
}

/** A profiles.profiles row as the readers select it, with the given changes. */
export function profileRow(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    member_id: '100001',
    user_type: 'woman',
    name: 'Olena',
    agency_id: null,
    birthday: '1995-01-01',
    country_id: 804,
    country_name: 'Ukraine',
    country_code: 'UA',
    city: 'Kyiv',
    nationality: null,
    occupation: null,
    education: null,
    marital_status: null,
    english_level: null,
    languages: [],
    religion: null,
    interests: [],
    pets: [],
    flowers: [],
    holidays: [],
    goals: [],
    children: null,
    smoking: null,
    alcohol: null,
    accommodation: null,
    hair_color: null,
    eyes_color: null,
    body_type: null,
    height_cm: null,
    weight_kg: null,
    status: '',
    about_me: null,
    about_yourself: null,
    partner_age_from: null,
    partner_age_to: null,
    partner_weight_from: null,
    partner_weight_to: null,
    partner_height_from: null,
    partner_height_to: null,
    partner_hair_color: null,
    partner_eyes_color: null,
    partner_children: null,
    partner_type: null,
    avatar_url: null,
    with_web_cam: false,
    with_hd_cam: false,
    online_until: null,
    registered_at: new Date('2025-01-01T00:00:00Z'),
    ...changes,
  };
}
