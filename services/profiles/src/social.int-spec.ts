import { fromBinary } from '@bufbuild/protobuf';
import { decodeEnvelope } from '@dating/platform';
import { FavoriteAddedSchema, FavoriteInviteSentSchema, MemberBlockedSchema, WinkSentSchema } from '@dating/proto/profiles/v1/social_pb';
import { SOCIAL_MESSAGES } from '@dating/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_LIST, type BlockList } from './contracts/block-list.port.js';
import { type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

/**
 * The social graph of issue 12 (spec sections 3, 4, 6, 7): winks, favorites with a lady's invite,
 * bookmarks, visitors and blocking, on real PostgreSQL, each action's event in the outbox, and no
 * path that lets a member read or change another member's winks, favorites or visitors.
 */
describe('winks, favorites, bookmarks, visitors and blocking', () => {
  let t: ProfilesTestApp;
  const tokens: Record<string, string> = {};
  const ids = { john: 410001, mark: 410002, paul: 410003, olena: 410011, daria: 410012, irina: 410013 } as const;
  type Name = keyof typeof ids;

  const call = <T = unknown>(who: Name, path: string, body: Record<string, unknown> = {}) => t.site.call<T>(path, body, { token: tokens[who] });
  const result = async <T = unknown>(who: Name, path: string, body: Record<string, unknown> = {}) => {
    const res = await call<T>(who, path, body);
    expect(res.body, `${who} ${path} ${JSON.stringify(body)}`).toMatchObject({ status: true });
    return res.body.result as T;
  };
  const userIds = (list: { user_id: number }[]) => list.map((e) => e.user_id);
  const outbox = (type: string) =>
    t.db.query<{ envelope: Buffer; key: string; topic: string }>(`SELECT envelope, key, topic FROM profiles.outbox WHERE type = $1 ORDER BY id`, [
      `profiles.v1.${type}`,
    ]);

  beforeAll(async () => {
    t = await startProfilesTestApp();
    const men: Name[] = ['john', 'mark', 'paul'];
    for (const name of Object.keys(ids) as Name[]) {
      tokens[name] = await t.register({ id: ids[name], userType: men.includes(name) ? 'man' : 'woman', name: name[0]!.toUpperCase() + name.slice(1) });
    }
  });
  afterAll(async () => t?.close());

  describe('winks', () => {
    it('sends a wink once until it is answered; the wink back answers it; each is WinkSent', async () => {
      expect(await result('john', 'kiss/make-kiss', { target_user_id: ids.olena })).toMatchObject({ user_id: ids.olena, wink_back: false });
      const again = await call('john', 'kiss/make-kiss', { target_user_id: ids.olena });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: false, code: 10034, desc: SOCIAL_MESSAGES.winkRepeated });
      expect(await result('john', 'kiss/avaible-to-kiss', { target_user_id: ids.olena })).toEqual({ user_id: ids.olena, available: false, winked: true });
      expect(await result('john', 'kiss/avaible-to-kiss', { target_user_array: JSON.stringify([ids.olena, ids.daria, ids.mark]) })).toEqual([
        { user_id: ids.olena, available: false, winked: true },
        { user_id: ids.daria, available: true, winked: false },
        { user_id: ids.mark, available: false, winked: false },
      ]);

      expect(await result('olena', 'kiss/make-kiss', { target_user_id: ids.john })).toMatchObject({ wink_back: true });
      expect(await result('john', 'kiss/avaible-to-kiss', { target_user_id: ids.olena })).toEqual({ user_id: ids.olena, available: true, winked: false });
      // Olena's own wink is now unanswered until John winks again.
      expect((await call('olena', 'kiss/make-kiss', { target_user_id: ids.john })).body).toMatchObject({ code: 10034 });

      const events = await outbox('WinkSent');
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({ key: String(ids.olena), topic: 'profiles.social.v1' });
      const envelope = decodeEnvelope(events[1]!.envelope);
      expect(envelope.actor).toBe(`member:${ids.olena}`);
      expect(fromBinary(WinkSentSchema, envelope.payload)).toMatchObject({ senderId: String(ids.olena), receiverId: String(ids.john), winkBack: true });
    });

    it('lists received and sent winks (20 a page, newest first), searches them and marks them seen', async () => {
      await result('mark', 'kiss/make-kiss', { target_user_id: ids.olena });
      const received = await call<{ user_id: number; seen: boolean; can_wink: boolean; name: string }[]>('olena', 'kiss/get-kisses', { i_winked: false });
      expect(received.body).toMatchObject({ status: true, count: 2, total_count: 2 });
      expect(userIds(received.body.result!)).toEqual([ids.mark, ids.john]);
      expect(received.body.result![0]).toMatchObject({ name: 'Mark', seen: false, can_wink: true, sex: { isWoman: false } });
      expect(userIds(await result('olena', 'kiss/get-kisses', { i_winked: true }))).toEqual([ids.john]);
      expect(userIds(await result('john', 'kiss/get-kisses', { i_winked: '1' }))).toEqual([ids.olena]);
      expect(userIds(await result('olena', 'kiss/search', { i_winked: false, name_or_id: 'ma' }))).toEqual([ids.mark]);
      expect(userIds(await result('olena', 'kiss/search', { i_winked: false, name_or_id: String(ids.john) }))).toEqual([ids.john]);
      expect(userIds(await result('olena', 'kiss/get-kisses', { limit: 1, offset: 1 }))).toEqual([ids.john]);

      expect(await result('olena', 'profile/counter')).toMatchObject({ winks_new: 2 });
      expect(await result('olena', 'kiss/mark', { target_user_id: ids.mark })).toEqual({ marked: 1, winks_new: 1 });
      expect(await result('olena', 'kiss/mark', { mark_all: true })).toEqual({ marked: 1, winks_new: 0 });
      expect((await call('olena', 'kiss/mark', {})).body).toMatchObject({ code: 10002, desc: SOCIAL_MESSAGES.markWhat });
      expect((await result<{ seen: boolean }[]>('olena', 'kiss/get-kisses')).every((k) => k.seen)).toBe(true);
      expect(await outbox('WinksSeen')).toHaveLength(2);
    });

    it('pages by 20 by default (spec section 9)', async () => {
      await t.db.query(
        `INSERT INTO profiles.winks (sender_id, receiver_id, sent_at)
         SELECT 420000 + g, $1, now() - g * interval '1 minute' FROM generate_series(1, 25) g`,
        [ids.irina],
      );
      await t.db.query(
        `INSERT INTO profiles.profiles (member_id, user_type, name, registered_at) SELECT 420000 + g, 'man', 'Extra' || g, now() FROM generate_series(1, 25) g`,
      );
      const first = await call<unknown[]>('irina', 'kiss/get-kisses');
      expect(first.body).toMatchObject({ count: 20, total_count: 25 });
      expect((await call<unknown[]>('irina', 'kiss/get-kisses', { offset: 20 })).body).toMatchObject({ count: 5 });
    });

    it('refuses the same sex, unknown members, oneself and bad input, changing nothing', async () => {
      const before = await t.db.query(`SELECT count(*)::int AS n FROM profiles.winks`);
      expect((await call('john', 'kiss/make-kiss', { target_user_id: ids.mark })).body).toMatchObject({ code: 10024 });
      expect((await call('john', 'kiss/make-kiss', { target_user_id: ids.john })).body).toMatchObject({ code: 10024 });
      expect((await call('john', 'kiss/make-kiss', { target_user_id: 999999 })).body).toMatchObject({ code: 10404 });
      for (const bad of [null, 'x', -1, 1.5, [], {}])
        expect((await call('john', 'kiss/make-kiss', { target_user_id: bad })).body).toMatchObject({ code: 10002 });
      expect((await call('john', 'kiss/avaible-to-kiss', { target_user_array: '[1,' })).body).toMatchObject({ code: 10026 });
      expect((await call('john', 'kiss/avaible-to-kiss', { target_user_array: '["x"]' })).body).toMatchObject({ code: 10002 });
      expect((await call('john', 'kiss/get-kisses', { limit: 0 })).body).toMatchObject({ code: 10002 });
      expect((await t.site.call('kiss/get-kisses', {})).status).toBe(401);
      expect(await t.db.query(`SELECT count(*)::int AS n FROM profiles.winks`)).toEqual(before);
    });
  });

  describe('favorites', () => {
    it("a man's add is 'in favorite' at once and cannot be repeated; removing makes it 'can add'", async () => {
      expect(await result('john', 'favorite/add', { favorite_user_id: ids.daria })).toEqual({ user_id: ids.daria, status: 'in favorite', action: 'added' });
      expect((await call('john', 'favorite/add', { favorite_user_id: ids.daria })).body).toMatchObject({ code: 10034, desc: SOCIAL_MESSAGES.favoriteAlready });
      expect(await result('john', 'favorite/check-user', { favorite_user_id: ids.daria })).toEqual({
        user_id: ids.daria,
        status: 'in favorite',
        invite_received: false,
        i_blocked: false,
      });
      expect(userIds(await result('john', 'favorite/get-accepted'))).toEqual([ids.daria]);
      expect(await result('daria', 'favorite/get-followers')).toMatchObject([{ user_id: ids.john, favorite_status: 'in favorite', my_status: 'can add' }]);
      expect(await outbox('FavoriteAdded')).toHaveLength(1);

      expect(await result('john', 'favorite/remove', { favorite_user_id: ids.daria })).toEqual({ user_id: ids.daria, status: 'can add', action: 'removed' });
      expect(await result('john', 'favorite/get-accepted')).toEqual([]);
      expect(await result('daria', 'favorite/get-followers')).toEqual([]);
      expect((await call('john', 'favorite/remove', { favorite_user_id: ids.daria })).body).toMatchObject({
        code: 10404,
        desc: SOCIAL_MESSAGES.favoriteMissing,
      });
      expect(await outbox('FavoriteRemoved')).toHaveLength(1);
    });

    it('a lady adding a man who has her in his favorites needs no invite', async () => {
      await result('mark', 'favorite/add', { favorite_user_id: ids.daria });
      expect(await result('daria', 'favorite/add', { favorite_user_id: ids.mark })).toEqual({ user_id: ids.mark, status: 'in favorite', action: 'added' });
      expect(userIds(await result('daria', 'favorite/get-accepted'))).toEqual([ids.mark]);
      await result('daria', 'favorite/remove', { favorite_user_id: ids.mark });
      await result('mark', 'favorite/remove', { favorite_user_id: ids.daria });
    });

    it("a lady's add is an invite the man accepts (both in favorites) or rejects (never sent again)", async () => {
      expect(await result('olena', 'favorite/add', { favorite_user_id: ids.paul })).toEqual({ user_id: ids.paul, status: 'invite', action: 'invited' });
      expect((await call('olena', 'favorite/add', { favorite_user_id: ids.paul })).body).toMatchObject({
        code: 10034,
        desc: SOCIAL_MESSAGES.favoriteRequestRepeated,
      });
      const [invite] = await outbox('FavoriteInviteSent');
      expect(invite).toMatchObject({ key: String(ids.paul) });
      expect(fromBinary(FavoriteInviteSentSchema, decodeEnvelope(invite!.envelope).payload)).toMatchObject({
        inviterId: String(ids.olena),
        invitedId: String(ids.paul),
      });

      expect(await result('paul', 'profile/counter')).toMatchObject({ favorite_invites: 1 });
      expect(await result('paul', 'favorite/get-followers')).toMatchObject([{ user_id: ids.olena, favorite_status: 'invite', my_status: 'can add' }]);
      expect(await result('paul', 'favorite/chack-array', { target_user_array: JSON.stringify([ids.olena, ids.irina, ids.mark]) })).toEqual([
        { user_id: ids.olena, status: 'can add', invite_received: true, i_blocked: false },
        { user_id: ids.irina, status: 'can add', invite_received: false, i_blocked: false },
      ]);
      expect(await result('olena', 'favorite/check-user', { favorite_user_id: ids.paul })).toMatchObject({ status: 'invite' });
      expect(await result('olena', 'favorite/get-accepted')).toEqual([]);

      // He accepts by adding her: both are in each other's favorites.
      expect(await result('paul', 'favorite/add', { favorite_user_id: ids.olena })).toEqual({ user_id: ids.olena, status: 'in favorite', action: 'accepted' });
      expect(userIds(await result('olena', 'favorite/get-accepted'))).toEqual([ids.paul]);
      expect(userIds(await result('paul', 'favorite/get-accepted'))).toEqual([ids.olena]);
      expect(await result('olena', 'favorite/check-user', { favorite_user_id: ids.paul })).toMatchObject({ status: 'in favorite' });
      expect(await outbox('FavoriteInviteAccepted')).toHaveLength(1);

      // Irina invites Paul; he rejects by removing her; she cannot invite again.
      await result('irina', 'favorite/add', { favorite_user_id: ids.paul });
      expect(await result('paul', 'favorite/remove', { favorite_user_id: ids.irina })).toEqual({ user_id: ids.irina, status: 'can add', action: 'rejected' });
      expect(userIds(await result('paul', 'favorite/get-followers'))).toEqual([ids.olena]);
      expect((await call('irina', 'favorite/add', { favorite_user_id: ids.paul })).body).toMatchObject({
        code: 10034,
        desc: SOCIAL_MESSAGES.favoriteRequestRepeated,
      });
      expect(await result('irina', 'favorite/check-user', { favorite_user_id: ids.paul })).toMatchObject({ status: 'invite' });
      expect(await outbox('FavoriteInviteRejected')).toHaveLength(1);
    });

    it('an add or an invite after a remove within a day is marked repeated, so nobody is told again (an add, remove, add loop floods no bell)', async () => {
      const pairEvents = async (
        type: 'FavoriteAdded' | 'FavoriteInviteSent',
        schema: typeof FavoriteAddedSchema | typeof FavoriteInviteSentSchema,
        from: Name,
        to: Name,
      ) =>
        (await outbox(type))
          .map((row) => fromBinary(schema, decodeEnvelope(row.envelope).payload) as { repeated: boolean } & Record<string, unknown>)
          .filter((e) => Object.values(e).includes(String(ids[from])) && Object.values(e).includes(String(ids[to])));
      for (let i = 0; i < 3; i++) {
        expect(await result('john', 'favorite/add', { favorite_user_id: ids.irina })).toMatchObject({ action: 'added' });
        await result('john', 'favorite/remove', { favorite_user_id: ids.irina });
      }
      expect((await pairEvents('FavoriteAdded', FavoriteAddedSchema, 'john', 'irina')).map((e) => e.repeated)).toEqual([false, true, true]);

      // A lady's invite, withdrawn and sent again: the same.
      for (let i = 0; i < 2; i++) {
        expect(await result('irina', 'favorite/add', { favorite_user_id: ids.mark })).toMatchObject({ action: 'invited' });
        expect(await result('irina', 'favorite/remove', { favorite_user_id: ids.mark })).toMatchObject({ action: 'removed' });
      }
      expect((await pairEvents('FavoriteInviteSent', FavoriteInviteSentSchema, 'irina', 'mark')).map((e) => e.repeated)).toEqual([false, true]);

      // A day after the last telling, an add tells again.
      await t.db.query(`UPDATE profiles.favorite_notices SET told_at = told_at - interval '25 hours' WHERE owner_id = $1 AND target_id = $2`, [
        ids.john,
        ids.irina,
      ]);
      await result('john', 'favorite/add', { favorite_user_id: ids.irina });
      await result('john', 'favorite/remove', { favorite_user_id: ids.irina });
      expect((await pairEvents('FavoriteAdded', FavoriteAddedSchema, 'john', 'irina')).map((e) => e.repeated)).toEqual([false, true, true, false]);
    });

    it('refuses bad lists and the same sex', async () => {
      expect((await call('john', 'favorite/chack-array', { target_user_array: 'not json' })).body).toMatchObject({ code: 10026 });
      expect(
        (await call('john', 'favorite/chack-array', { target_user_array: JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1)) })).body,
      ).toMatchObject({
        code: 10002,
      });
      expect((await call('john', 'favorite/add', { favorite_user_id: ids.mark })).body).toMatchObject({ code: 10024 });
      // A malformed id is a bad request, as favorite/add answers it; a well-formed id nobody has is not found.
      for (const favorite_user_id of ['abc', -1, 1.5, true, [ids.daria], { id: ids.daria }])
        expect((await call('john', 'favorite/check-user', { favorite_user_id })).body, JSON.stringify(favorite_user_id)).toMatchObject({
          code: 10002,
          desc: 'The favorite_user_id field must be a whole number',
        });
      expect((await call('john', 'favorite/check-user', { target_user_id: 'x' })).body).toMatchObject({
        code: 10002,
        desc: 'The target_user_id field must be a whole number',
      });
      expect((await call('john', 'favorite/check-user', { favorite_user_id: 999_999_999 })).body).toMatchObject({ code: 10404 });
      // No body at all, or one no parser reads: the missing parameter (10001), not a 500.
      for (const path of ['favorite/check-user', 'favorite/chack-array', 'kiss/avaible-to-kiss', 'bookmark/avaible-to-add']) {
        for (const init of [{}, { headers: { 'content-type': 'text/plain' }, body: 'hello' }]) {
          const res = await fetch(`${t.url}/api/${path}`, { method: 'POST', ...init, headers: { ...init.headers, authorization: `Bearer ${tokens.john}` } });
          expect(res.status, path).toBe(400);
          expect(await res.json(), path).toMatchObject({ status: false, code: 10001 });
        }
      }
      // An id beyond the exact integers is a validation error before any query (PostgreSQL refuses it as bigint).
      const huge = await fetch(`${t.url}/api/kiss/mark`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.john}`, 'content-type': 'application/json' },
        body: '{"target_user_id":1e20}',
      });
      expect(huge.status).toBe(400);
      expect(await huge.json()).toMatchObject({ code: 10002, desc: 'The target_user_id field is a number out of range' });
    });
  });

  describe('bookmarks', () => {
    it('adds once, tells what can be added, removes', async () => {
      expect(await result('mark', 'bookmark/add', { target_user_id: ids.irina })).toEqual({ user_id: ids.irina, bookmarked: true });
      expect((await call('mark', 'bookmark/add', { target_user_id: ids.irina })).body).toMatchObject({ code: 10034, desc: SOCIAL_MESSAGES.bookmarkAlready });
      expect(await result('mark', 'bookmark/avaible-to-add', { target_user_array: [ids.irina, ids.daria] })).toEqual([
        { user_id: ids.irina, available: false, bookmarked: true },
        { user_id: ids.daria, available: true, bookmarked: false },
      ]);
      expect(await result('mark', 'bookmark/remove', { target_user_id: ids.irina })).toEqual({ user_id: ids.irina, bookmarked: false });
      expect((await call('mark', 'bookmark/remove', { target_user_id: ids.irina })).body).toMatchObject({ code: 10404 });
      expect(await outbox('BookmarkAdded')).toHaveLength(1);
      expect(await outbox('BookmarkRemoved')).toHaveLength(1);
    });

    it("bookmark/get lists only the caller's own bookmarks, newest first, paged and searchable", async () => {
      await result('paul', 'bookmark/add', { target_user_id: ids.olena });
      await result('paul', 'bookmark/add', { target_user_id: ids.daria });
      await result('john', 'bookmark/add', { target_user_id: ids.irina });
      const all = await call<{ user_id: number; name: string; time_create: string }[]>('paul', 'bookmark/get', {});
      expect(all.body).toMatchObject({ status: true, count: 2, total_count: 2 });
      expect(userIds(all.body.result!)).toEqual([ids.daria, ids.olena]);
      expect(all.body.result![0]).toMatchObject({ name: 'Daria', time_create: expect.any(String) });
      // A full page means there may be more (spec section 4): the next offset brings the rest.
      const first = await call<{ user_id: number }[]>('paul', 'bookmark/get', { limit: 1, offset: 0 });
      expect(first.body).toMatchObject({ count: 1, total_count: 2 });
      expect(userIds(await result('paul', 'bookmark/get', { limit: 1, offset: 1 }))).toEqual([ids.olena]);
      expect(userIds(await result('paul', 'bookmark/get', { name_or_id: 'ol' }))).toEqual([ids.olena]);
      // Nobody sees another member's bookmarks: John's list holds only his own.
      expect(userIds(await result('john', 'bookmark/get', {}))).toEqual([ids.irina]);
      expect((await call('paul', 'bookmark/get', { limit: 'x' })).body).toMatchObject({ status: false, code: 10002 });
      expect((await t.site.call('bookmark/get', {})).body).toMatchObject({ status: false, code: 10401 });
      await result('paul', 'bookmark/remove', { target_user_id: ids.daria });
      expect(userIds(await result('paul', 'bookmark/get', {}))).toEqual([ids.olena]);
      await result('paul', 'bookmark/remove', { target_user_id: ids.olena });
      await result('john', 'bookmark/remove', { target_user_id: ids.irina });
    });
  });

  describe('visitors', () => {
    it('every profile view is a visit; lists both ways, searches, marks seen', async () => {
      await result('mark', 'profile/load', { target_user_id: ids.daria });
      expect(await result('john', 'guest/make-visit', { target_user_id: ids.daria })).toEqual({ user_id: ids.daria, visit: 'first' });
      expect(await result('john', 'guest/make-visit', { target_user_id: ids.daria })).toEqual({ user_id: ids.daria, visit: 'repeat' });
      const visitors = await result<{ user_id: number; seen: boolean; visits: number }[]>('daria', 'guest/gel-all', { i_visited: false, limit: 20, offset: 0 });
      expect(userIds(visitors)).toEqual([ids.john, ids.mark]);
      expect(visitors[0]).toMatchObject({ seen: false, visits: 1 });
      expect(userIds(await result('john', 'guest/gel-all', { i_visited: true }))).toEqual([ids.daria]);
      expect(userIds(await result('daria', 'guest/search-guest', { name_or_id: 'jo' }))).toEqual([ids.john]);
      expect(await result('daria', 'profile/counter')).toMatchObject({ visitors_new: 2 });
      expect(await result('daria', 'guest/mark-seen', { target_user_id: ids.mark })).toEqual({ marked: 1, visitors_new: 1 });
      expect(await result('daria', 'guest/mark-seen', { mark_all: 'true' })).toEqual({ marked: 1, visitors_new: 0 });
      expect(await outbox('VisitorsSeen')).toHaveLength(2);
      expect((await call('john', 'guest/make-visit', { target_user_id: ids.mark })).body).toMatchObject({ code: 10024 });
    });
  });

  describe('a member never reads or changes another member’s winks, favorites or visitors', () => {
    it('answers only the caller’s own lists, whatever ids the body names', async () => {
      // Foreign ids in every body field: the lists stay the caller's own.
      const foreign = {
        member_id: ids.olena,
        user_id: ids.olena,
        owner_id: ids.olena,
        receiver_id: ids.olena,
        visited_id: ids.daria,
        target_user_id: ids.olena,
      };
      expect(await result('irina', 'kiss/get-kisses', { ...foreign, i_winked: true })).toEqual([]);
      expect(userIds(await result('mark', 'kiss/get-kisses', { ...foreign, i_winked: true }))).toEqual([ids.olena]);
      expect(await result('daria', 'favorite/get-accepted', foreign)).toEqual([]);
      expect(await result('irina', 'favorite/get-followers', foreign)).toEqual([]);
      expect(await result('irina', 'guest/gel-all', foreign)).toEqual([]);
      expect(await result('irina', 'guest/search-guest', { ...foreign, name_or_id: 'john' })).toEqual([]);
      expect(await result('irina', 'kiss/search', { ...foreign, name_or_id: 'john' })).toEqual([]);
    });

    it('marks only the caller’s own winks and visitors seen', async () => {
      await t.db.query(`UPDATE profiles.winks SET seen_at = NULL WHERE receiver_id = $1`, [ids.olena]);
      await t.db.query(`UPDATE profiles.visits SET seen_at = NULL WHERE visited_id = $1`, [ids.daria]);
      // Paul names Olena's winkers and Daria's visitors: nothing of theirs changes.
      expect(await result('paul', 'kiss/mark', { target_user_id: ids.john })).toEqual({ marked: 0, winks_new: 0 });
      expect(await result('paul', 'kiss/mark', { mark_all: true, receiver_id: ids.olena })).toMatchObject({ marked: 0 });
      expect(await result('paul', 'guest/mark-seen', { target_user_id: ids.john, visited_id: ids.daria })).toMatchObject({ marked: 0 });
      expect(await result('olena', 'profile/counter')).toMatchObject({ winks_new: 2 });
      expect(await result('daria', 'profile/counter')).toMatchObject({ visitors_new: 2 });
    });

    it('removing names only the caller’s own entries: another’s favorites stay', async () => {
      // Olena and Paul are mutual favorites; John cannot remove either side.
      expect((await call('john', 'favorite/remove', { favorite_user_id: ids.olena })).body).toMatchObject({ code: 10404 });
      expect((await call('daria', 'favorite/remove', { favorite_user_id: ids.paul })).body).toMatchObject({ code: 10404 });
      expect(userIds(await result('paul', 'favorite/get-accepted'))).toEqual([ids.olena]);
      expect(userIds(await result('olena', 'favorite/get-accepted'))).toEqual([ids.paul]);
    });
  });

  describe("blocking ('ignore me')", () => {
    it('stops winks, favorites and bookmarks, hides both from the lists, and answers the BLOCK_LIST port', async () => {
      await result('daria', 'kiss/make-kiss', { target_user_id: ids.mark });
      expect(userIds(await result('mark', 'kiss/get-kisses'))).toContain(ids.daria);
      expect(await result('daria', 'block/add', { target_user_id: ids.mark })).toEqual({ user_id: ids.mark, blocked: true });
      expect((await call('daria', 'block/add', { target_user_id: ids.mark })).body).toMatchObject({ code: 10034 });
      const [blocked] = await outbox('MemberBlocked');
      expect(fromBinary(MemberBlockedSchema, decodeEnvelope(blocked!.envelope).payload)).toMatchObject({
        blockerId: String(ids.daria),
        blockedId: String(ids.mark),
      });

      const refused = await call('mark', 'kiss/make-kiss', { target_user_id: ids.daria });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 10003, desc: SOCIAL_MESSAGES.ignoredByMember });
      expect((await call('mark', 'favorite/add', { favorite_user_id: ids.daria })).body).toMatchObject({ code: 10003 });
      expect((await call('mark', 'bookmark/add', { target_user_id: ids.daria })).body).toMatchObject({ code: 10003 });
      expect(await result('mark', 'kiss/avaible-to-kiss', { target_user_id: ids.daria })).toEqual({ user_id: ids.daria, available: false, winked: false });
      expect(await result('mark', 'favorite/check-user', { favorite_user_id: ids.daria })).toMatchObject({ status: 'ignore me', i_blocked: false });
      expect(await result('daria', 'favorite/check-user', { favorite_user_id: ids.mark })).toMatchObject({ status: 'ignore me', i_blocked: true });
      expect(userIds(await result('mark', 'kiss/get-kisses'))).not.toContain(ids.daria);
      expect(userIds(await result('mark', 'guest/gel-all', { i_visited: true }))).not.toContain(ids.daria);
      expect(userIds(await result('daria', 'guest/gel-all'))).not.toContain(ids.mark);
      // Nor in searches, either way.
      expect(await result('mark', 'profile/search', { name_or_id: 'Daria' })).toEqual([]);
      expect(await result('mark', 'profile/easy-search', { name_or_id: String(ids.daria) })).toEqual([]);
      expect(userIds(await result('daria', 'profile/search', { name_or_id: 'Mark' }))).toEqual([]);
      expect(userIds(await result('john', 'profile/search', { name_or_id: 'Daria' }))).toEqual([ids.daria]);
      // His views of her profile are not visits any more.
      expect(await result('mark', 'guest/make-visit', { target_user_id: ids.daria })).toMatchObject({ visit: 'ignored' });
      // Her wink, still unseen, counts nowhere: what marking leaves is what his header shows.
      expect(
        await t.db.query(`SELECT 1 FROM profiles.winks WHERE sender_id = $1 AND receiver_id = $2 AND seen_at IS NULL`, [ids.daria, ids.mark]),
      ).toHaveLength(1);
      const counter = await result<{ winks_new: number; visitors_new: number }>('mark', 'profile/counter');
      expect(await result('mark', 'kiss/mark', { target_user_id: ids.john })).toEqual({ marked: 0, winks_new: counter.winks_new });
      expect(await result('mark', 'guest/mark-seen', { target_user_id: ids.john })).toEqual({ marked: 0, visitors_new: counter.visitors_new });

      const port = t.app.get<BlockList>(BLOCK_LIST, { strict: false });
      expect(await port.isBlocked(String(ids.mark), String(ids.daria))).toBe(true);
      expect(await port.isBlocked(String(ids.daria), String(ids.mark))).toBe(false);
      expect(await port.eitherBlocked(String(ids.daria), String(ids.mark))).toBe(true);

      expect(await result('daria', 'block/remove', { target_user_id: ids.mark })).toEqual({ user_id: ids.mark, blocked: false });
      expect(await port.isBlocked(String(ids.mark), String(ids.daria))).toBe(false);
      expect(userIds(await result('mark', 'kiss/get-kisses'))).toContain(ids.daria);
      expect(userIds(await result('mark', 'profile/search', { name_or_id: 'Daria' }))).toEqual([ids.daria]);
    });
  });
});
