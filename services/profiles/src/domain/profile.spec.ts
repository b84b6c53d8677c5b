import { describe, expect, it } from 'vitest';
import { cardView, isNew, memberView, ownView, type ProfileRecord, publicView } from './profile.js';

const now = new Date('2025-06-15T10:00:00Z');
const lady: ProfileRecord = {
  memberId: '100005',
  userType: 'woman',
  name: 'Olena',
  agencyId: 'agency-1',
  birthday: '1995-06-16',
  country: { id: 804, name: 'Ukraine', code: 'UA' },
  city: 'Kyiv',
  nationality: 'Ukrainian',
  occupation: 'teacher',
  education: 'master',
  maritalStatus: 'single',
  englishLevel: 'good',
  languages: ['English'],
  religion: 'christianity',
  interests: ['yoga'],
  pets: ['cat'],
  flowers: ['white roses'],
  holidays: ['christmas'],
  goals: ['family'],
  children: 'none',
  smoking: 'not',
  alcohol: 'rarely',
  accommodation: 'rent',
  hairColor: 'blond',
  eyesColor: 'blue',
  bodyType: 'slender',
  heightCm: 170,
  weightKg: 55,
  status: 'Happy',
  aboutMe: 'Kind.',
  aboutYourself: 'Walks.',
  lookingFor: {
    ageFrom: 30,
    ageTo: 45,
    weightFrom: null,
    weightTo: null,
    heightFrom: null,
    heightTo: null,
    hairColor: null,
    eyesColor: null,
    children: null,
    type: 'Kind man',
  },
  avatarUrl: null,
  withWebCam: true,
  withHdCam: false,
  onlineUntil: new Date(now.getTime() + 60_000),
  registeredAt: new Date('2025-06-01T00:00:00Z'),
};

describe('profile views (spec section 6)', () => {
  it('the public view has who she is and her looks, nothing a visitor must not see', () => {
    const view = publicView(lady, now);
    expect(view).toMatchObject({ user_id: 100005, age: 29, sex: { isWoman: true }, is_new: true, documents_verified: true });
    expect(view.profile_additional_info).toMatchObject({ height: { cm: 170, feet: 5, inches: 7 }, weight: { kg: 55, lbs: 121 } });
    for (const key of ['status', 'is_online', 'contacts', 'agency_id', 'birthday', 'looking_for', 'with_web_cam']) expect(view).not.toHaveProperty(key);
    for (const key of ['flowers', 'holidays', 'pets', 'interests', 'about_yourself']) expect(view.profile_additional_info).not.toHaveProperty(key);
  });

  it("a member's view adds presence, cams, the status, details and wishes; never contacts, agency or birthday", () => {
    const view = memberView(lady, now);
    expect(view).toMatchObject({ status: 'Happy', is_online: true, with_web_cam: true, looking_for: { age_from: 30, type: 'Kind man' } });
    expect(view.profile_additional_info).toMatchObject({ flowers: ['white roses'], about_yourself: 'Walks.' });
    for (const key of ['contacts', 'agency_id', 'birthday']) expect(view).not.toHaveProperty(key);
  });

  it("the owner's view has everything", () => {
    expect(ownView(lady, { email: 'o@example.com', phone: '+380' }, now)).toMatchObject({
      birthday: '1995-06-16',
      agency_id: 'agency-1',
      contacts: { email: 'o@example.com', phone: '+380' },
    });
  });

  it('a card is one list entry; new means the last 30 days', () => {
    expect(cardView(lady, now)).toMatchObject({
      user_id: 100005,
      name: 'Olena',
      age: 29,
      country: 'Ukraine',
      country_code: 'UA',
      is_online: true,
      is_new: true,
    });
    expect(isNew(new Date('2025-05-16T10:00:01Z'), now)).toBe(true);
    expect(isNew(new Date('2025-05-16T10:00:00Z'), now)).toBe(false);
  });
});
