import { fromBinary } from '@bufbuild/protobuf';
import { decodeEnvelope } from '@dating/platform';
import { ProfileNameChangedSchema } from '@dating/proto/profiles/v1/events_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfilesTestApp, startProfilesTestApp } from '../testing/index.js';

const years = (n: number) => Math.floor(Date.now() / 1000) - Math.round(n * 365.25 * 86400);

/** Every rule of the edit forms (spec section 5) with its message, through the real HTTP stack. */
describe('profile/update/* (the /edit forms, men only)', () => {
  let t: ProfilesTestApp;
  let man: string;
  let lady: string;

  beforeAll(async () => {
    t = await startProfilesTestApp();
    man = await t.register({ id: 400001, userType: 'man', name: 'John' });
    lady = await t.register({ id: 400011, userType: 'woman', name: 'Olena' });
  });
  afterAll(async () => t?.close());

  const refused = async (path: string, body: Record<string, unknown>, field: string, desc: string) => {
    const res = await t.site.call(path, body, { token: man });
    expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    // A required field left out is a missing parameter (10001); one sent but wrong, or a rule between
    // fields (one range bound without the other), a validation error.
    const missing = !(field in body) && !desc.startsWith('Fill in both bounds');
    expect(res.body).toMatchObject({ status: false, code: missing ? 10001 : 10002, desc });
    expect(Object.keys(res.body.error as Record<string, unknown>)).toContain(field);
  };

  describe('main-info', () => {
    const path = 'profile/update/main-info';
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name missing', {}, 'name', 'The Name field is required'],
      ['name blank', { name: '   ' }, 'name', 'The Name field is required'],
      ['name over 30', { name: 'A'.repeat(31) }, 'name', 'Name cannot contain more than 30 characters'],
      ['name Cyrillic', { name: 'Иван' }, 'name', 'Name must not contain Cyrillic letters'],
      ['name with symbols', { name: 'John!' }, 'name', 'Name may contain only letters, digits and spaces'],
      ['name in two alphabets', { name: '\u0391nna' }, 'name', 'Name must be written in one alphabet, in ordinary letters'],
      ['name in full-width letters', { name: '\uFF2A\uFF4F\uFF48\uFF4E' }, 'name', 'Name must be written in one alphabet, in ordinary letters'],
      ['profession over 100', { name: 'John', profession: 'a'.repeat(101) }, 'profession', 'Profession cannot contain more than 100 characters'],
      ['profession Cyrillic', { name: 'John', profession: 'инженер' }, 'profession', 'Profession must not contain Cyrillic letters'],
      ['profession digits', { name: 'John', profession: 'engineer 2' }, 'profession', 'Profession may contain only letters and spaces'],
      ['city over 30', { name: 'John', city: 'c'.repeat(31) }, 'city', 'City cannot contain more than 30 characters'],
      ['under 18', { name: 'John', birthday: years(17) }, 'birthday', 'You must be at least 18 years old'],
      ['over 100', { name: 'John', birthday: years(101.5) }, 'birthday', 'Love has no age - but still contact the administration'],
      ['birthday not a number', { name: 'John', birthday: 'yesterday' }, 'birthday', 'The Birthday field must be a whole number'],
      [
        'education',
        { name: 'John', education: 'college' },
        'education',
        'The education field must be one of: , middle school, high school, student, bachelor, master, doctor',
      ],
      [
        'marital status',
        { name: 'John', marital_status: 'married' },
        'marital_status',
        'The marital status field must be one of: , single, never been married, divorced, widow',
      ],
      [
        'languages',
        { name: 'John', languages: ['English', 'Klingon'] },
        'languages',
        'The languages field must be a list of distinct values of: English, Spanish, French, German, Portuguese',
      ],
      [
        'languages twice',
        { name: 'John', languages: ['English', 'English'] },
        'languages',
        'The languages field must be a list of distinct values of: English, Spanish, French, German, Portuguese',
      ],
      ['phone', { name: 'John', phone: 'call me maybe' }, 'phone', 'Enter a valid phone number'],
      ['contact email', { name: 'John', contact_email: 'not-an-email' }, 'contact_email', 'The Contact email field must be a valid email address'],
      ['nationality', { name: 'John', nationality: 'Ukr4inian' }, 'nationality', 'Nationality may contain only letters and spaces'],
    ];
    it.each(cases)('refuses %s with its message', async (_name, body, field, desc) => refused(path, body, field, desc));

    it('refuses a country that does not exist (spec section 5: "Country must be valid")', async () => {
      await refused(path, { name: 'John', country: 999 }, 'country', 'Choose a valid country');
    });

    it('saves the main info, answers the own profile, and publishes the new name once', async () => {
      const res = await t.site.call<Record<string, unknown>>(
        path,
        {
          name: 'John Smith',
          profession: 'Civil engineer',
          city: 'Denver',
          birthday: Date.UTC(1985, 6, 20) / 1000,
          country: '840',
          nationality: 'American',
          education: 'master',
          marital_status: 'divorced',
          english_level: 'fluent',
          languages: ['English', 'Spanish'],
          religion: 'christianity',
          children: 'have but living separately',
          smoking: 'not',
          alcohol: 'occasionally',
          accommodation: 'own',
          phone: '+1 303 555-0100',
          contact_email: 'john.smith@example.com',
        },
        { token: man },
      );
      expect(res.body).toMatchObject({
        status: true,
        result: {
          name: 'John Smith',
          birthday: '1985-07-20',
          city: 'Denver',
          country: { id: 840, code: 'US' },
          nationality: 'American',
          contacts: { phone: '+1 303 555-0100', email: 'john.smith@example.com' },
          profile_additional_info: { occupation: 'Civil engineer', education: 'master', languages: ['English', 'Spanish'], accommodation: 'own' },
        },
      });
      // Same name again: no second event. Clearing with "": the field is empty again.
      const cleared = await t.site.call<Record<string, unknown>>(path, { name: 'John Smith', city: '', profession: null, languages: [] }, { token: man });
      expect(cleared.body.result).toMatchObject({ city: null, profile_additional_info: { occupation: null, languages: [], education: 'master' } });
      const events = await t.db.query<{ envelope: Buffer }>(`SELECT envelope FROM profiles.outbox WHERE type = 'profiles.v1.ProfileNameChanged'`);
      expect(events).toHaveLength(1);
      expect(fromBinary(ProfileNameChangedSchema, decodeEnvelope(events[0]!.envelope).payload)).toMatchObject({ memberId: '400001', name: 'John Smith' });
    });

    it('is men only: a lady is refused (10024) and her profile is unchanged', async () => {
      const res = await t.site.call(path, { name: 'Changed' }, { token: lady });
      expect(res).toMatchObject({ status: 403, body: { status: false, code: 10024 } });
      expect(await t.db.query(`SELECT name FROM profiles.profiles WHERE member_id = 400011`)).toEqual([{ name: 'Olena' }]);
    });
  });

  describe('about-me-info', () => {
    const path = 'profile/update/about-me-info';
    it.each([
      ['about me over 1000', { about_me: 'a'.repeat(1001) }, 'about_me', 'About me cannot contain more than 1000 characters'],
      ['about me Cyrillic', { about_me: 'Привет' }, 'about_me', 'About me must not contain Cyrillic letters'],
      ['about yourself over 1000', { about_yourself: 'b'.repeat(1001) }, 'about_yourself', 'About yourself cannot contain more than 1000 characters'],
      ['about yourself Cyrillic', { about_yourself: 'ї' }, 'about_yourself', 'About yourself must not contain Cyrillic letters'],
      ['eleven interests', { interests: Array.from({ length: 11 }, (_, i) => `hobby${i}`) }, 'interests', 'You can list at most 10 interests'],
      ['a long interest', { interests: ['x'.repeat(31)] }, 'interests', 'Interests cannot contain more than 30 characters'],
      [
        'pets',
        { pets: ['dragon'] },
        'pets',
        'The pets field must be a list of distinct values of: dog, cat, hamster, fish, parrot, turtle, snake, iguana, chinchilla, rabbit',
      ],
      [
        'goals',
        { goals: 'money' },
        'goals',
        'The goals field must be a list of distinct values of: friendship, communication, journey, flirtation, meeting, family, children',
      ],
    ] as [string, Record<string, unknown>, string, string][])('refuses %s with its message', async (_n, body, field, desc) => refused(path, body, field, desc));

    it('saves about me', async () => {
      const res = await t.site.call<Record<string, unknown>>(
        path,
        { about_me: 'Calm and kind.', interests: ['golf', ' travel '], pets: ['dog'], flowers: ['white roses'], holidays: ['christmas'], goals: ['family'] },
        { token: man },
      );
      expect(res.body.result).toMatchObject({
        profile_additional_info: { about_me: 'Calm and kind.', interests: ['golf', 'travel'], pets: ['dog'], flowers: ['white roses'], goals: ['family'] },
      });
      expect((await t.site.call(path, { about_me: 'x' }, { token: lady })).body).toMatchObject({ code: 10024 });
    });
  });

  describe('my-appearance', () => {
    const path = 'profile/update/my-appearance';
    it.each([
      ['hair color', { hair_color: 'blonde' }, 'hair_color', 'The hair color field must be one of: , blond, brown, redhead, brunette, colored'],
      ['eyes color', { eyes_color: 'violet' }, 'eyes_color', 'The eyes color field must be one of: , black, green, gray, brown, light-brown, blue'],
      ['body type', { body_type: 'huge' }, 'body_type', 'The body type field must be one of: , thin, slender, athletic, extra, plump'],
      ['height too small', { height_cm: 40 }, 'height_cm', 'Height must be between 100 and 250 cm'],
      ['weight too large', { weight_kg: 700 }, 'weight_kg', 'Weight must be between 30 and 300 kg'],
      ['height not a number', { height_cm: '5ft' }, 'height_cm', 'The height field must be a whole number'],
    ] as [string, Record<string, unknown>, string, string][])('refuses %s with its message', async (_n, body, field, desc) => refused(path, body, field, desc));

    it('saves the appearance and shows height and weight in both units', async () => {
      const res = await t.site.call<Record<string, unknown>>(
        path,
        { hair_color: 'brown', eyes_color: 'blue', body_type: 'athletic', height_cm: '183', weight_kg: 82 },
        { token: man },
      );
      expect(res.body.result).toMatchObject({
        profile_additional_info: { hair_color: 'brown', body_type: 'athletic', height: { cm: 183, feet: 6, inches: 0 }, weight: { kg: 82, lbs: 181 } },
      });
    });
  });

  describe('woman-looking-for', () => {
    const path = 'profile/update/woman-looking-for';
    it.each([
      ['one age bound', { age_from: 25 }, 'age_from', 'Fill in both bounds or clear both'],
      ['the other age bound', { age_to: 35 }, 'age_from', 'Fill in both bounds or clear both'],
      ['age under 18', { age_from: 17, age_to: 30 }, 'age_from', 'Age must be over 18 and under 100'],
      ['age over 100', { age_from: 30, age_to: 101 }, 'age_from', 'Age must be over 18 and under 100'],
      ['age min above max', { age_from: 40, age_to: 30 }, 'age_from', 'The minimum must not exceed the maximum'],
      ['weight below 0', { weight_from: -1, weight_to: 60 }, 'weight_from', 'Weight must be at least 0'],
      ['weight min above max', { weight_from: 70, weight_to: 60 }, 'weight_from', 'The minimum must not exceed the maximum'],
      ['one height bound', { height_from: 160, height_to: '' }, 'height_from', 'Fill in both bounds or clear both'],
      ['height min above max', { height_from: 180, height_to: 160 }, 'height_from', 'The minimum must not exceed the maximum'],
      ['type of woman over 500', { type_woman: 't'.repeat(501) }, 'type_woman', 'Type of woman cannot contain more than 500 characters'],
      ['type of woman Cyrillic', { type_woman: 'Добрая' }, 'type_woman', 'Type of woman must not contain Cyrillic letters'],
      ['children', { children: 'many' }, 'children', 'The children field must be one of: , none, want, have, have but living separately, adult'],
    ] as [string, Record<string, unknown>, string, string][])('refuses %s with its message', async (_n, body, field, desc) => refused(path, body, field, desc));

    it('saves the perfect woman, and clears a range as a whole', async () => {
      const saved = await t.site.call<Record<string, unknown>>(
        path,
        { age_from: 25, age_to: 40, weight_from: 45, weight_to: 70, height_from: '160', height_to: '180', hair_color: 'blond', type_woman: 'Kind and warm.' },
        { token: man },
      );
      expect(saved.body.result).toMatchObject({
        looking_for: { age_from: 25, age_to: 40, height_from: 160, height_to: 180, hair_color: 'blond', type: 'Kind and warm.' },
      });
      const cleared = await t.site.call<Record<string, unknown>>(path, { age_from: '', age_to: null }, { token: man });
      expect(cleared.body.result).toMatchObject({ looking_for: { age_from: null, age_to: null, weight_from: 45, type: 'Kind and warm.' } });
    });
  });

  describe('user-status (both sexes)', () => {
    const path = 'profile/update/user-status';
    it('refuses a status over 100 characters', async () =>
      refused(path, { status: 's'.repeat(101) }, 'status', 'Status cannot contain more than 100 characters'));

    it('saves the status line of a man and of a lady', async () => {
      expect((await t.site.call(path, { status: '  Happy today  ' }, { token: lady })).body).toMatchObject({ status: true, result: { status: 'Happy today' } });
      expect((await t.site.call(path, { status: 'Looking for love' }, { token: man })).body.result).toEqual({ status: 'Looking for love' });
      expect(await t.db.query(`SELECT status FROM profiles.profiles WHERE member_id IN (400001, 400011) ORDER BY member_id`)).toEqual([
        { status: 'Looking for love' },
        { status: 'Happy today' },
      ]);
    });

    it('a call without status is 10001 and clears nothing (a probe: it used to wipe the line); "" clears it', async () => {
      for (const body of [{}, { status: null }]) {
        expect((await t.site.call(path, body, { token: man })).body).toMatchObject({ status: false, code: body.status === null ? 10002 : 10001 });
      }
      expect(await t.db.query(`SELECT status FROM profiles.profiles WHERE member_id = 400001`)).toEqual([{ status: 'Looking for love' }]);
      expect((await t.site.call(path, { status: '' }, { token: man })).body.result).toEqual({ status: '' });
    });
  });
});
