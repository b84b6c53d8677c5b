import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_RECORDER, type PresenceRecorder } from '../contracts/presence.port.js';
import { type ProfilesTestApp, startProfilesTestApp } from '../testing/index.js';

interface Card {
  user_id: number;
  name: string;
  is_online: boolean;
}

/**
 * The public routes (guest/..., top/females) and the member counters, on both databases the
 * product runs on: PostgreSQL and the embedded default's PGlite.
 */
for (const embedded of [false, true]) {
  describe(`guest routes and counters (${embedded ? 'PGlite' : 'PostgreSQL'})`, () => {
    let t: ProfilesTestApp;
    let man: string;
    let lady: string;

    beforeAll(async () => {
      t = await startProfilesTestApp({ embedded });
      const day = 86_400_000;
      man = await t.register({ id: 600001, userType: 'man', name: 'John', registeredAt: new Date(Date.now() - 5 * day) });
      await t.register({ id: 600002, userType: 'man', name: 'Mark', registeredAt: new Date(Date.now() - 1 * day) });
      lady = await t.register({ id: 600011, userType: 'woman', name: 'Anna', registeredAt: new Date(Date.now() - 9 * day) });
      await t.register({ id: 600012, userType: 'woman', name: 'Bella', registeredAt: new Date(Date.now() - 2 * day) });
      await t.register({ id: 600013, userType: 'woman', name: 'Carla', registeredAt: new Date(Date.now() - 3 * day) });
      await t.setProfile(600011, { popularity: 7, online_until: new Date(Date.now() + 300_000) });
      await t.setProfile(600013, { popularity: 3 });
      await t.setProfile(600012, { online_until: new Date(Date.now() - 3_600_000) });
    }, 120_000);
    afterAll(async () => t?.close());

    it('guest/get-country lists the countries by name (ISO ids and codes)', async () => {
      const res = await t.site.call<{ id: number; name: string; code: string }[]>('guest/get-country');
      expect(res.body.status).toBe(true);
      const list = res.body.result!;
      expect(list.length).toBeGreaterThan(100);
      expect(list).toContainEqual({ id: 804, name: 'Ukraine', code: 'UA' });
      expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('guest/get-city suggests the cities of a country; guest/get-nationality the nationalities', async () => {
      expect((await t.site.call<string[]>('guest/get-city', { country_id: 804 })).body.result).toEqual(expect.arrayContaining(['Kyiv', 'Lviv', 'Odesa']));
      expect((await t.site.call('guest/get-city', { country_id: 4 })).body.result).toEqual([]);
      expect((await t.site.call('guest/get-city', {})).body).toMatchObject({ status: false, code: 10002, desc: 'The country id field is required' });
      expect((await t.site.call<string[]>('guest/get-nationality')).body.result).toEqual(expect.arrayContaining(['Ukrainian', 'American', 'Filipino']));
    });

    it('guest/get-last-joined: a visitor and a man see the last ladies, a lady the last men', async () => {
      const visitor = await t.site.call<Card[]>('guest/get-last-joined', {});
      expect(visitor.body).toMatchObject({ status: true });
      expect(visitor.body.result!.map((c) => c.user_id)).toEqual([600012, 600013, 600011]);
      expect((await t.site.call<Card[]>('guest/get-last-joined', { limit: 2 }, { token: man })).body.result!.map((c) => c.user_id)).toEqual([600012, 600013]);
      expect((await t.site.call<Card[]>('guest/get-last-joined', {}, { token: lady })).body.result!.map((c) => c.user_id)).toEqual([600002, 600001]);
      expect((await t.site.call('guest/get-last-joined', {}, { token: 'forged' })).body).toMatchObject({ status: false, code: 401 });
      expect((await t.site.call('guest/get-last-joined', { limit: 49 })).body).toMatchObject({
        status: false,
        code: 10002,
        desc: 'The limit field must be at most 48',
      });
    });

    it('guest/get-online-women answers result.list and result.count; presence follows the chat port too', async () => {
      const before = await t.site.call<{ list: Card[]; count: number }>('guest/get-online-women', {});
      expect(before.body.result).toMatchObject({ count: 1, list: [{ user_id: 600011, name: 'Anna', is_online: true }] });
      const presence = t.app.get<PresenceRecorder>(PRESENCE_RECORDER);
      await presence.wentOnline('600013');
      const during = await t.site.call<{ list: Card[]; count: number }>('guest/get-online-women', { limit: 1 });
      expect(during.body.result!.count).toBe(2);
      expect(during.body.result!.list).toHaveLength(1);
      await presence.wentOffline('600013');
      expect((await t.site.call<{ count: number }>('guest/get-online-women', {})).body.result!.count).toBe(1);
    });

    it('reads an empty limit or offset as not given (forms send "")', async () => {
      expect((await t.site.call<{ count: number }>('guest/get-online-women', { limit: '', offset: '' })).body).toMatchObject({
        status: true,
        result: { count: 1 },
      });
      expect((await t.site.call<Card[]>('top/females', { limit: '' })).body.result).toHaveLength(3);
      expect((await t.site.call<Card[]>('guest/get-last-joined', { limit: null })).body.result).toHaveLength(3);
      expect((await t.site.call('profile/load', { target_user_id: '' }, { token: man })).body.result).toMatchObject({ user_id: 600001 });
    });

    it('top/females lists the ladies with the most distinct visitors', async () => {
      const res = await t.site.call<Card[]>('top/females', { limit: 2 });
      expect(res.body.result!.map((c) => c.user_id)).toEqual([600011, 600013]);
    });

    it('profile/media-counter answers zeros until the media part lands; profile/counter the visits', async () => {
      expect((await t.site.call('profile/media-counter', {}, { token: man })).body.result).toEqual({
        photos: { public: 0, private: 0, purchased: 0, all: 0, on_moderation: 0 },
        videos: { public: 0, private: 0, purchased: 0, all: 0, on_moderation: 0 },
      });
      await t.site.call('profile/load', { target_user_id: 600012 }, { token: man });
      expect((await t.site.call('profile/counter', {}, { token: man })).body.result).toEqual({
        visitors_new: 0,
        visitors_total: 0,
        visited: 1,
        winks_new: 0,
        favorite_invites: 0,
      });
      expect((await t.site.call('profile/counter', {})).body).toMatchObject({ status: false, code: 10401 });
    });
  });
}
