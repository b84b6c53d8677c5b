import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_RECORDER, type PresenceRecorder } from '../../contracts/presence.port.js';
import { type ProfilesTestApp, startProfilesTestApp } from '../../testing/index.js';

const bornYearsAgo = (years: number, days = 10) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

interface Card {
  user_id: number;
  name: string;
  age: number;
  is_online: boolean;
  is_new: boolean;
}

/** The ladies search: every filter, the ranges of section 5, sorting and paging. */
describe('profile/search (the ladies search)', () => {
  let t: ProfilesTestApp;
  let man: string;
  let lady: string;
  const ladies = [
    // id, name, age, country, height, hair, eyes, body, english, online, cam, hd, days since registration
    [500101, 'Anna', 25, 804, 168, 'blond', 'blue', 'slender', 'good', true, true, true, 3],
    [500102, 'Alina', 31, 804, 172, 'brunette', 'green', 'athletic', 'fluent', false, true, false, 40],
    [500103, 'Bella', 28, 170, 160, 'brown', 'brown', 'slender', 'basic', true, false, false, 10],
    [500104, 'Carla', 45, 170, 175, 'blond', 'blue', 'plump', 'intermediate', false, false, false, 400],
    [500105, 'Diana', 22, 608, 155, 'redhead', 'gray', 'thin', 'fluent', false, false, false, 1],
    [500106, 'Elena', 37, 804, 180, 'blond', 'green', 'athletic', 'good', true, true, false, 90],
    [500107, 'anya', 19, 112, 165, 'colored', 'black', 'slender', 'basic', false, false, false, 5],
  ] as const;

  beforeAll(async () => {
    t = await startProfilesTestApp();
    man = await t.register({ id: 500001, userType: 'man', name: 'John' });
    lady = await t.register({ id: 500002, userType: 'woman', name: 'Lena', registeredAt: new Date(Date.now() - 500 * 86_400_000) });
    await t.register({ id: 500003, userType: 'man', name: 'Mark' });
    await t.register({ id: 500004, userType: 'man', name: 'Paul' });
    for (const [id, name, age, country, height, hair, eyes, body, english, online, cam, hd, days] of ladies) {
      await t.register({ id, userType: 'woman', name, registeredAt: new Date(Date.now() - days * 86_400_000) });
      await t.setProfile(id, {
        birthday: bornYearsAgo(age),
        country_id: country,
        height_cm: height,
        hair_color: hair,
        eyes_color: eyes,
        body_type: body,
        english_level: english,
        with_web_cam: cam,
        with_hd_cam: hd,
        online_until: online ? new Date(Date.now() + 300_000) : new Date(Date.now() - 3_600_000),
      });
    }
    // Diana was last active an hour ago but is connected to chat (the presence port): online too.
    await t.app.get<PresenceRecorder>(PRESENCE_RECORDER).wentOnline('500105');
  });
  afterAll(async () => t?.close());

  const search = async (body: Record<string, unknown>, token = man) => {
    const res = await t.site.call<Card[]>('profile/search', { page: 1, ...body }, { token });
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    return { ids: res.body.result!.map((c) => c.user_id), count: res.body.count, cards: res.body.result! };
  };

  it('shows a man the ladies, newest first, with status, count and result', async () => {
    const res = await t.site.call<Card[]>('profile/search', { page: 1 }, { token: man });
    expect(res.body).toMatchObject({ status: true, code: 0, count: 8, total_count: 8 });
    expect(res.body.result!.map((c) => c.user_id)).toEqual([500105, 500101, 500107, 500103, 500102, 500106, 500104, 500002]);
    expect(res.body.result![1]).toMatchObject({
      name: 'Anna',
      age: 25,
      is_online: true,
      is_new: true,
      with_web_cam: true,
      with_hd_cam: true,
      country: 'Ukraine',
      country_code: 'UA',
    });
    expect(JSON.stringify(res.body)).not.toContain('contacts');
  });

  it('shows a lady the men (spec section 6)', async () => {
    const { ids, count } = await search({}, lady);
    expect(ids).toEqual([500004, 500003, 500001]);
    expect(count).toBe(3);
  });

  it.each([
    ['name_or_id as a name prefix, any case', { name_or_id: 'an' }, [500101, 500107]],
    ['name_or_id as an id', { name_or_id: '500103' }, [500103]],
    ['name_or_id of a man (ladies only)', { name_or_id: '500003' }, []],
    ['a LIKE wildcard matches itself', { name_or_id: '%' }, []],
    // Lena is online too: her own search (above) was activity.
    ['is_online (activity or a chat connection)', { is_online: true }, [500105, 500101, 500103, 500106, 500002]],
    ['with_web_cam', { with_web_cam: 'true' }, [500101, 500102, 500106]],
    ['with_hd_cam', { with_hd_cam: 1 }, [500101]],
    ['body', { body: 'slender' }, [500101, 500107, 500103]],
    ['new (the last 30 days)', { new: true }, [500105, 500101, 500107, 500103]],
    ['age_min and age_max', { age_min: 25, age_max: 31 }, [500101, 500103, 500102]],
    ['country', { country: 170 }, [500103, 500104]],
    ['min_height and max_height (cm)', { min_height: 165, max_height: 175 }, [500101, 500107, 500102, 500104]],
    ['hair_color blonde is the profile value blond', { hair_color: 'blonde' }, [500101, 500106, 500104]],
    ['eyes_color', { eyes_color: 'green' }, [500102, 500106]],
    ['language_english: that level or better', { language_english: 'good' }, [500105, 500101, 500102, 500106]],
    ['everything at once', { is_online: true, with_web_cam: true, country: 804, hair_color: 'blonde', age_min: 20, age_max: 40, body: 'athletic' }, [500106]],
    [
      'empty strings are no filter',
      { name_or_id: '', body: '', hair_color: '', language_english: '', sort_by_name: '' },
      [500105, 500101, 500107, 500103, 500102, 500106, 500104, 500002],
    ],
  ] as [string, Record<string, unknown>, number[]][])('filters by %s', async (_name, filter, expected) => {
    const { ids, count } = await search(filter);
    expect(ids).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it('sorts by name and by date, both ways', async () => {
    expect((await search({ sort_by_name: 'asc' })).cards.map((c) => c.name)).toEqual(['Alina', 'Anna', 'anya', 'Bella', 'Carla', 'Diana', 'Elena', 'Lena']);
    expect((await search({ sort_by_name: 'desc' })).cards.map((c) => c.name)).toEqual(['Lena', 'Elena', 'Diana', 'Carla', 'Bella', 'anya', 'Anna', 'Alina']);
    expect((await search({ sort_by_date: 'asc' })).ids).toEqual([500002, 500104, 500106, 500102, 500103, 500107, 500101, 500105]);
    expect((await search({ sort_by_date: 'desc' })).ids).toEqual([500105, 500101, 500107, 500103, 500102, 500106, 500104, 500002]);
  });

  it('pages: 24 a page with `page`, `limit` (default 6) and `offset` without it; count is all matches', async () => {
    const all = (await search({ sort_by_name: 'asc' })).ids;
    const noPage = await t.site.call<Card[]>('profile/search', { sort_by_name: 'asc' }, { token: man });
    expect(noPage.body.result!.map((c) => c.user_id)).toEqual(all.slice(0, 6));
    expect(noPage.body.count).toBe(8);
    const second = await t.site.call<Card[]>('profile/search', { sort_by_name: 'asc', limit: 3, offset: 3 }, { token: man });
    expect(second.body.result!.map((c) => c.user_id)).toEqual(all.slice(3, 6));
    const page3 = await t.site.call<Card[]>('profile/search', { sort_by_name: 'asc', page: 3, limit: 3 }, { token: man });
    expect(page3.body.result!.map((c) => c.user_id)).toEqual(all.slice(6));
    const beyond = await t.site.call<Card[]>('profile/search', { page: 2 }, { token: man });
    expect(beyond.body).toMatchObject({ status: true, result: [], count: 8 });
  });

  it('refuses the ranges and values section 5 refuses, with its messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ age_min: 25 }, 'Fill in both bounds or clear both'],
      [{ age_max: 30 }, 'Fill in both bounds or clear both'],
      [{ age_min: 17, age_max: 30 }, 'Age must be over 18 and under 100'],
      [{ age_min: 30, age_max: 120 }, 'Age must be over 18 and under 100'],
      [{ age_min: 40, age_max: 30 }, 'The minimum must not exceed the maximum'],
      [{ min_height: 170 }, 'Fill in both bounds or clear both'],
      [{ min_height: 180, max_height: 160 }, 'The minimum must not exceed the maximum'],
      [{ min_height: 50, max_height: 160 }, 'Height must be between 100 and 250 cm'],
      [{ country: 999 }, 'Choose a valid country'],
      [{ hair_color: 'blond' }, 'The hair color field must be one of: , blonde, brown, redhead, brunette, colored'],
      [{ body: 'round' }, 'The body field must be one of: , thin, slender, athletic, extra, plump'],
      [{ language_english: 'native' }, 'The language english field must be one of: , basic, intermediate, good, fluent'],
      [{ is_online: 'maybe' }, 'The is online field must be true or false'],
      [{ page: 0 }, 'The page field must be at least 1'],
      [{ limit: 500 }, 'The limit field must be at most 100'],
      [{ sort_by_name: 'up' }, 'The sort by name field must be one of: , asc, desc'],
      [{ name_or_id: 'x'.repeat(51) }, 'name or id cannot contain more than 50 characters'],
    ];
    for (const [body, desc] of cases) {
      const res = await t.site.call('profile/search', body, { token: man });
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, code: 10002, desc });
    }
    expect((await t.site.call('profile/search', {})).body).toMatchObject({ status: false, code: 10401 });
  });

  it('profile/easy-search finds the other sex by name start or id, alphabetically', async () => {
    const res = await t.site.call<Card[]>('profile/easy-search', { name_or_id: 'a' }, { token: man });
    expect(res.body).toMatchObject({ status: true, count: 3 });
    expect(res.body.result!.map((c) => c.name)).toEqual(['Alina', 'Anna', 'anya']);
    expect((await t.site.call<Card[]>('profile/easy-search', { name_or_id: '500001' }, { token: lady })).body.result!.map((c) => c.user_id)).toEqual([500001]);
    expect((await t.site.call('profile/easy-search', {}, { token: man })).body).toMatchObject({ code: 10001, desc: 'The name or id field is required' });
  });

  it('records the searching member as active, at most one write a minute, and a refused request not at all', async () => {
    const activeOf = async () =>
      (await t.db.query<{ last_active_at: Date | null }>(`SELECT last_active_at FROM profiles.profiles WHERE member_id = 500004`))[0]!.last_active_at;
    await t.site.call('profile/search', { page: 0 }, { token: 'man-500004' });
    expect(await activeOf()).toBeNull();
    await search({}, 'man-500004');
    expect(Date.now() - new Date((await activeOf())!).getTime()).toBeLessThan(10_000);
    const earlier = new Date(Date.now() - 30_000);
    await t.setProfile(500004, { last_active_at: earlier });
    await search({}, 'man-500004');
    expect(new Date((await activeOf())!).toISOString()).toBe(earlier.toISOString());
  });
});
