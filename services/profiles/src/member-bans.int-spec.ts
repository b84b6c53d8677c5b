import { BillingLedgerModule } from '@dating/billing-ledger';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';
import { encodeEvent } from '@dating/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldTestKit } from './testing/held.js';
import { acceptedPhoto, eventually, type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

/**
 * A banned member leaves every other member's view until the ban is lifted (identity's
 * MemberBanned and MemberUnbanned, hidden-when-member-banned): the search, the short lists, the
 * social lists and the header's counts leave her out, her profile and media answer not found, and
 * nothing paid reaches her (a gift, a contact request, a private photo), with nothing charged.
 */
describe('a banned member leaves everyone else’s view', () => {
  let t: ProfilesTestApp;
  const tokens: Record<string, string> = {};
  // Ladies: Vera (banned, then unbanned), Nina (never banned). Men: John (with credits).
  const [VERA, NINA, JOHN] = ['570001', '570002', '570011'];
  let privatePhotoId = 0;
  let publicPhotoId = 0;
  /** The status of her public photo's picture for a token (none: nobody signed in), at the URL handed out before the ban. */
  const pictureStatus = async (token?: string) =>
    (await fetch(`${t.url}/media/photos/${publicPhotoId}/small`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status;
  const inFlight = { gift: 0, request: 0 };
  const SITE = 'staff:site_moderator';

  const call = <T = unknown>(who: string, path: string, body: Record<string, unknown> = {}) => t.site.call<T>(path, body, { token: tokens[who] });
  const result = async <T = unknown>(who: string, path: string, body: Record<string, unknown> = {}) => {
    const res = await call<T>(who, path, body);
    expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: true });
    return res.body.result as T;
  };
  const ids = (list: { user_id: number }[]) => list.map((c) => c.user_id);
  const banned = (on: boolean) => t.db.query(`SELECT 1 FROM profiles.profiles WHERE member_id = $1 AND (banned_at IS NOT NULL) = $2`, [VERA, on]);
  const setBan = async (on: boolean) => {
    const event = on
      ? encodeEvent(MemberBannedEvent, { memberId: VERA, reason: 'scam', staffId: '1', bannedAtMs: BigInt(Date.now()) }, { streamId: VERA, actor: 'staff:1' })
      : encodeEvent(MemberUnbannedEvent, { memberId: VERA, staffId: '1' }, { streamId: VERA, actor: 'staff:1' });
    await t.publish([event]);
    expect(
      await eventually(
        () => banned(on),
        (rows) => rows.length === 1,
      ),
    ).toHaveLength(1);
  };

  /** What John sees of Vera before the ban: her everywhere, her wink, visit and favorite invite new. */
  const SEEN = {
    visitors: true,
    winks: true,
    search: true,
    easySearch: true,
    lastJoined: true,
    top: true,
    online: true,
    winksNew: 1,
    visitorsNew: 1,
    visitorsTotal: 1,
    favoriteInvites: 1,
    canWink: true,
    profile: true,
    publicProfile: true,
    photos: true,
  };
  /** ...and while she is banned: nowhere, counted nowhere. */
  const GONE = Object.fromEntries(Object.entries(SEEN).map(([key, value]) => [key, typeof value === 'number' ? 0 : false]));

  /** What John sees of Vera in each place she can show up, as one record. */
  async function johnsViewOfVera() {
    const visitors = await result<{ user_id: number }[]>(JOHN, 'guest/gel-all');
    const winks = await result<{ user_id: number }[]>(JOHN, 'kiss/get-kisses');
    const search = await result<{ user_id: number }[]>(JOHN, 'profile/search', { name_or_id: 'Vera' });
    const easy = await result<{ user_id: number }[]>(JOHN, 'profile/easy-search', { name_or_id: VERA });
    const lastJoined = await result<{ user_id: number }[]>(JOHN, 'guest/get-last-joined');
    const top = await result<{ user_id: number }[]>(JOHN, 'top/females');
    const online = await result<{ list: { user_id: number }[] }>(JOHN, 'guest/get-online-women');
    const counter = await result<{ winks_new: number; visitors_new: number; visitors_total: number; favorite_invites: number }>(JOHN, 'profile/counter');
    const canWink = await result<{ available: boolean }>(JOHN, 'kiss/avaible-to-kiss', { target_user_id: VERA });
    return {
      visitors: ids(visitors).includes(Number(VERA)),
      winks: ids(winks).includes(Number(VERA)),
      search: ids(search).includes(Number(VERA)),
      easySearch: ids(easy).includes(Number(VERA)),
      lastJoined: ids(lastJoined).includes(Number(VERA)),
      top: ids(top).includes(Number(VERA)),
      online: ids(online.list).includes(Number(VERA)),
      winksNew: counter.winks_new,
      visitorsNew: counter.visitors_new,
      visitorsTotal: counter.visitors_total,
      favoriteInvites: counter.favorite_invites,
      canWink: canWink.available,
      profile: (await call(JOHN, 'profile/load', { target_user_id: VERA })).body.status,
      publicProfile: (await t.site.call('guest/get-woman-profile', { id: VERA })).body.status,
      photos: (await call(JOHN, 'member-photo/album-photo', { target_user_id: VERA, album_type: 'public' })).body.status,
    };
  }

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    tokens[VERA] = await t.register({ id: VERA, userType: 'woman', name: 'Vera' });
    tokens[NINA] = await t.register({ id: NINA, userType: 'woman', name: 'Nina' });
    tokens[JOHN] = await t.register({ id: JOHN, userType: 'man', name: 'John' });
    await t.setProfile(VERA, { online_until: new Date(Date.now() + 3_600_000), popularity: 50 });
    await eventually(
      () =>
        heldTestKit(t)
          .balance(JOHN)
          .catch(() => null),
      (b) => b !== null,
    );
    await heldTestKit(t).grant(JOHN, 1000);

    // Vera's private photo (accepted), and her wink and visit to John, unseen.
    privatePhotoId = await acceptedPhoto(t, tokens[VERA]!, 'private', '#775599');
    publicPhotoId = await acceptedPhoto(t, tokens[VERA]!, 'public', '#557755');
    await result(VERA, 'kiss/make-kiss', { target_user_id: JOHN });
    await result(VERA, 'guest/make-visit', { target_user_id: JOHN });
    await result(VERA, 'favorite/add', { favorite_user_id: JOHN });
  }, 60_000);

  afterAll(async () => t?.close());

  it('before the ban John sees her everywhere, and sends her a gift and a contact request (his credits held)', async () => {
    expect(await johnsViewOfVera()).toEqual(SEEN);
    expect(await pictureStatus()).toBe(200);
    const gifts = await result<{ id: number }[]>(JOHN, 'present/get-peresents');
    inFlight.gift = (
      await result<{ id: number }>(JOHN, 'present/send-to-user', { target_user_id: VERA, gift_id: gifts[0]!.id, client_id: crypto.randomUUID() })
    ).id;
    await result(JOHN, 'realinfo/make-request', { user_id: VERA });
    inFlight.request = Number((await t.db.query<{ id: string }>(`SELECT id::text FROM profiles.contact_requests WHERE man_id = $1`, [JOHN]))[0]!.id);
    expect((await heldTestKit(t).balance(JOHN)).held).toBeGreaterThan(0);
  });

  it('banned: gone from every list and count, her profile and media not found, and nothing paid reaches her', async () => {
    await setBan(true);
    expect(await johnsViewOfVera()).toEqual(GONE);
    // Nina is untouched.
    expect(ids(await result(JOHN, 'profile/search', { name_or_id: 'Nina' }))).toEqual([Number(NINA)]);
    expect((await call(JOHN, 'profile/load', { target_user_id: VERA })).body).toMatchObject({ status: false, code: 10404 });

    // Free actions: not found.
    for (const [path, body] of [
      ['kiss/make-kiss', { target_user_id: VERA }],
      ['favorite/add', { favorite_user_id: VERA }],
      ['bookmark/add', { target_user_id: VERA }],
      ['guest/make-visit', { target_user_id: VERA }],
    ] as const) {
      expect((await call(JOHN, path, body)).body, path).toMatchObject({ status: false, code: 10404 });
    }
    // Paid ones: not found, and John's credits stay where they were.
    const before = await heldTestKit(t).balance(JOHN);
    const gifts = await result<{ id: number }[]>(JOHN, 'present/get-peresents');
    expect((await call(JOHN, 'present/send-to-user', { target_user_id: VERA, gift_id: gifts[0]!.id, client_id: crypto.randomUUID() })).body).toMatchObject({
      status: false,
      code: 10404,
    });
    expect((await call(JOHN, 'realinfo/make-request', { user_id: VERA })).body).toMatchObject({ status: false, code: 10404 });
    expect((await call(JOHN, 'member-photo/buy-photo', { photo_id: privatePhotoId })).body).toMatchObject({ status: false, code: 10404 });
    expect((await call(JOHN, 'member-photo/load-photo-by-id', { photo_id: privatePhotoId })).body).toMatchObject({ status: false, code: 10404 });
    expect(await heldTestKit(t).balance(JOHN)).toEqual(before);
    expect(await t.db.query(`SELECT 1 FROM profiles.photo_purchases WHERE buyer_id = $1`, [JOHN])).toHaveLength(0);
    // Her pictures too, whoever asks, but staff (a moderator handling her case).
    expect(await pictureStatus()).toBe(404);
    expect(await pictureStatus(tokens[JOHN])).toBe(404);
    expect(await pictureStatus(SITE)).toBe(200);
    // Only the gift sent before the ban.
    expect(await t.db.query(`SELECT 1 FROM profiles.gift_sends WHERE man_id = $1`, [JOHN])).toHaveLength(1);
  });

  it('what John sent her before the ban cannot be accepted now, only rejected: his held credits go back', async () => {
    const kit = heldTestKit(t);
    for (const path of [`gift-sends/${inFlight.gift}`, `contact-requests/${inFlight.request}`]) {
      expect((await kit.admin('GET', path, SITE)).body, path).toMatchObject({ party_banned: true, status: 'process' });
      const accept = await kit.admin('POST', `${path}/decision`, SITE, { decision: 'accept' });
      expect(accept, path).toMatchObject({ status: 409, body: { code: 10034, message: expect.stringContaining('is banned: it can only be rejected') } });
      expect((await kit.admin('POST', `${path}/decision`, SITE, { decision: 'reject', reason: 'The lady is no longer with us' })).body, path).toMatchObject({
        status: 'reject',
      });
    }
    expect(await kit.balance(JOHN)).toEqual({ posted: 1000, held: 0, available: 1000 });
  });

  it('unbanned: back everywhere, and John buys her private photo', async () => {
    await setBan(false);
    const view = await johnsViewOfVera();
    // Her sessions ended with the ban, so she is offline until she comes back.
    expect(view).toEqual({ ...SEEN, online: false });
    expect(await pictureStatus()).toBe(200);
    expect(await result(JOHN, 'member-photo/buy-photo', { photo_id: privatePhotoId })).toMatchObject({ was_bought: true });
  });
});
