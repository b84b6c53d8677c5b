import { OBJECT_STORAGE, type ObjectStorage } from '@dating/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_RECORDER, type PresenceRecorder } from '../contracts/presence.port.js';
import { insertPhoto } from '../infrastructure/photos.js';
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
      expect((await t.site.call('guest/get-city', {})).body).toMatchObject({ status: false, code: 10001, desc: 'The country id field is required' });
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

    it('leaves the members who blocked a signed-in viewer out of the last joined, online and top lists (visitors see them)', async () => {
      const ids = (cards: Card[] | undefined) => (cards ?? []).map((c) => c.user_id);
      expect((await t.site.call('block/add', { target_user_id: 600001 }, { token: lady })).body).toMatchObject({ status: true });
      try {
        expect(ids((await t.site.call<Card[]>('guest/get-last-joined', {}, { token: man })).body.result)).toEqual([600012, 600013]);
        const online = await t.site.call<{ list: Card[]; count: number }>('guest/get-online-women', {}, { token: man });
        expect(online.body.result).toEqual({ list: [], count: 0 });
        expect(ids((await t.site.call<Card[]>('top/females', {}, { token: man })).body.result)).toEqual([600013, 600012]);
        // The other man and a visitor still see her.
        expect(ids((await t.site.call<Card[]>('top/females', {}, { token: 'man-600002' })).body.result)[0]).toBe(600011);
        expect((await t.site.call<{ count: number }>('guest/get-online-women', {})).body.result!.count).toBe(1);
        expect((await t.site.call('top/females', {}, { token: 'forged' })).body).toMatchObject({ status: false, code: 401 });
      } finally {
        await t.site.call('block/remove', { target_user_id: 600001 }, { token: lady });
      }
      expect(ids((await t.site.call<Card[]>('top/females', {}, { token: man })).body.result)[0]).toBe(600011);
    });

    it('guest/get-woman-profile carries her accepted public photos only; a visitor opens those files and no other', async () => {
      const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
      const photo = async (albumType: 'public' | 'private', state: 'pending' | 'accepted', tag = '') => {
        const storageKey = `photos/600012/${albumType}-${state}${tag}`;
        for (const size of ['original', 'large', 'small']) await storage.put(`${storageKey}/${size}.jpg`, Buffer.from(`jpeg ${size}`), 'image/jpeg');
        return (await insertPhoto(t.db, { memberId: '600012', albumType, agencyId: null, storageKey, width: 600, height: 800, bytes: 10, state })).id;
      };
      const shown = await photo('public', 'accepted');
      const hidden = [await photo('private', 'accepted'), await photo('public', 'pending')];
      const trashed = await photo('public', 'accepted', '-trashed');
      await t.db.query(`UPDATE profiles.photos SET trashed_at = now() WHERE id = $1`, [trashed]);
      const res = await t.site.call<{ name: string; photos: { id: number; large: string; locked: boolean }[] }>('guest/get-woman-profile', { id: 600012 });
      expect(res.body.result).toMatchObject({ name: 'Bella', photos: [{ id: Number(shown), large: `/media/photos/${shown}/large`, locked: false }] });
      expect(res.body.result!.photos).toHaveLength(1);
      expect((await fetch(`${t.url}/media/photos/${shown}/large`)).status).toBe(200);
      for (const id of [...hidden, trashed]) expect((await fetch(`${t.url}/media/photos/${id}/large`)).status).toBe(404);
      expect((await t.site.call<{ photos: unknown[] }>('guest/get-woman-profile', { id: 600013 })).body.result!.photos).toEqual([]);
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
