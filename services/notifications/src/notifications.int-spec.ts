import { encodeEvent, type OutgoingEvent } from '@dating/platform';
import { eventually, useTestApp } from '@dating/platform/testing';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';
import { LetterSentEvent } from '@dating/mail/contracts';
import {
  ContactRequestDecidedEvent,
  ContactRequestExpiredEvent,
  FavoriteAddedEvent,
  FavoriteInviteAcceptedEvent,
  FavoriteInviteSentEvent,
  FavoriteRemovedEvent,
  GiftDecidedEvent,
  GiftExpiredEvent,
  MemberBlockedEvent,
  MemberReportDecidedEvent,
  MemberUnblockedEvent,
  ProfileVisitedEvent,
  WinkSentEvent,
} from '@dating/profiles/contracts';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from './infrastructure/notifications.js';
import { lady, man, startNotificationsTestApp } from './testing/index.js';

/**
 * Notifications from other services' events, published on the app's bus as their outboxes would
 * (mail's LetterSent, profiles' social and visit events), applied through notifications' real
 * inboxes on PostgreSQL; names and avatars from profiles' real member directory beside it.
 */

const t = useTestApp(() => startNotificationsTestApp());

let clock = Date.parse('2030-03-01T10:00:00Z');
/** A later time for each event, so "newest first" is certain. */
const tick = () => new Date((clock += 1000));
const meta = (key: string, actor: string) => ({ streamId: key, actor: `member:${actor}`, occurredAt: tick() });

const letter = (from: string, to: string, letterId: string) =>
  encodeEvent(LetterSentEvent, { letterId, senderId: from, recipientId: to, subject: 'Hello', sentAtMs: BigInt(clock) }, meta(to, from));
const wink = (from: string, to: string) => encodeEvent(WinkSentEvent, { senderId: from, receiverId: to, sentAtMs: BigInt(clock) }, meta(to, from));
const favorite = (member: string, fav: string, mutual = false) =>
  encodeEvent(FavoriteAddedEvent, { memberId: member, favoriteId: fav, mutual }, meta(fav, member));
const unfavorite = (member: string, fav: string) => encodeEvent(FavoriteRemovedEvent, { memberId: member, favoriteId: fav }, meta(fav, member));
const invite = (lady: string, man: string) => encodeEvent(FavoriteInviteSentEvent, { inviterId: lady, invitedId: man }, meta(man, lady));
const accepted = (lady: string, man: string) => encodeEvent(FavoriteInviteAcceptedEvent, { inviterId: lady, invitedId: man }, meta(lady, man));
const visit = (visitor: string, visited: string) =>
  encodeEvent(ProfileVisitedEvent, { visitorId: visitor, visitedId: visited, visitedAtMs: BigInt(clock), firstVisit: true }, meta(visited, visitor));
const giftDecided = (man: string, lady: string, step: string, status: string, holdExpired = false) =>
  encodeEvent(
    GiftDecidedEvent,
    { giftSendId: '9', manId: man, ladyId: lady, step, status, reason: '', decidedBy: 'staff:s-1', decidedAtMs: BigInt(clock), holdExpired },
    meta(man, 'staff'),
  );
const contactsDecided = (man: string, lady: string, step: string, status: string, holdExpired = false) =>
  encodeEvent(
    ContactRequestDecidedEvent,
    {
      requestId: '11',
      manId: man,
      ladyId: lady,
      step,
      status,
      reason: status === 'reject' ? 'No' : '',
      decidedBy: 'staff:s-1',
      decidedAtMs: BigInt(clock),
      holdExpired,
    },
    meta(man, 'staff'),
  );
const giftExpired = (man: string, lady: string) =>
  encodeEvent(GiftExpiredEvent, { giftSendId: '9', manId: man, ladyId: lady, credits: 170n, expiredAtMs: BigInt(clock) }, meta(man, 'profiles'));
const contactsExpired = (man: string, lady: string) =>
  encodeEvent(ContactRequestExpiredEvent, { requestId: '11', manId: man, ladyId: lady, credits: 500n, expiredAtMs: BigInt(clock) }, meta(man, 'profiles'));
const reportDecided = (reporter: string, reported: string, status: string) =>
  encodeEvent(
    MemberReportDecidedEvent,
    { reportId: '21', reporterId: reporter, reportedId: reported, status, decidedBy: 'staff:s-1', decidedAtMs: BigInt(clock) },
    meta(reporter, 'staff'),
  );
const block = (blocker: string, blocked: string) => encodeEvent(MemberBlockedEvent, { blockerId: blocker, blockedId: blocked }, meta(blocked, blocker));
const unblock = (blocker: string, blocked: string) => encodeEvent(MemberUnblockedEvent, { blockerId: blocker, blockedId: blocked }, meta(blocked, blocker));

async function list(token: string, path = 'notifications/get-all', body: Record<string, unknown> = {}) {
  const res = await t.site.call<NotificationItem[]>(path, body, { token });
  expect(res.body.status, JSON.stringify(res.body)).toBe(true);
  return res.body;
}
const items = async (token: string, path?: string, body?: Record<string, unknown>) => (await list(token, path, body)).result!;
const summary = async (token: string, path?: string) => (await items(token, path)).map((n) => `${n.type}:${n.user_id}`);
const counter = async (token: string) => (await t.site.call<{ unread: number }>('notifications/counter', {}, { token })).body.result!.unread;
const deliver = (...events: OutgoingEvent[]) => t.deliver(events);

describe('notifications from events', () => {
  it('makes the right notification of each event, with the sender’s current name and avatar', async () => {
    const [john, mike, anna, olga] = await t.members(man('John'), man('Mike'), lady('Anna'), lady('Olga'));
    await t.setProfile(john!.id, { avatar_url: '/media/photos/1/small.jpg' });
    await deliver(
      letter(john!.id, anna!.id, '501'),
      wink(mike!.id, anna!.id),
      favorite(john!.id, anna!.id),
      invite(olga!.id, john!.id),
      // His accept: told once, to her; its pair of mutual FavoriteAdded tells nobody.
      accepted(olga!.id, john!.id),
      favorite(olga!.id, john!.id, true),
      favorite(john!.id, olga!.id, true),
      visit(mike!.id, anna!.id),
    );

    const annas = await items(anna!.token);
    expect(annas.map((n) => `${n.type}:${n.user_id}`)).toEqual([`visitor:${mike!.id}`, `favorite:${john!.id}`, `wink:${mike!.id}`, `mail:${john!.id}`]);
    expect(annas[3]).toEqual({
      id: expect.any(Number),
      type: 'mail',
      user_id: Number(john!.id),
      name: 'John',
      avatar_url: '/media/photos/1/small.jpg',
      seen: false,
      time_create: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      letter_id: 501,
    });
    expect(annas[0]).toMatchObject({ type: 'visitor', name: 'Mike', avatar_url: null, letter_id: null });
    expect(Date.parse(annas[0]!.time_create)).toBeGreaterThan(Date.parse(annas[1]!.time_create));
    expect(await summary(john!.token)).toEqual([`invite:${olga!.id}`]);
    expect(await summary(olga!.token)).toEqual([`favorite:${john!.id}`]);
    expect(await summary(mike!.token)).toEqual([]);

    // A rename shows at once: names are read from profiles, not copied.
    await t.setProfile(john!.id, { name: 'Johnny' });
    expect((await items(anna!.token)).filter((n) => n.user_id === Number(john!.id)).map((n) => n.name)).toEqual(['Johnny', 'Johnny']);
  });

  it('tells a lady of a gift once it is delivered (the site accepts), not before and not of a rejection; tells him how each ended', async () => {
    const [john, anna] = await t.members(man('John'), lady('Anna'));
    await deliver(giftDecided(john!.id, anna!.id, 'agency', 'verification'));
    expect(await summary(anna!.token)).toEqual([]);
    expect(await summary(john!.token)).toEqual([]);
    await deliver(giftDecided(john!.id, anna!.id, 'site', 'reject'));
    expect(await summary(anna!.token)).toEqual([]);
    expect(await summary(john!.token)).toEqual([`gift_declined:${anna!.id}`]);
    await deliver(giftDecided(john!.id, anna!.id, 'agency', 'reject'));
    await deliver(giftDecided(john!.id, anna!.id, 'site', 'accept'));
    expect(await summary(anna!.token)).toEqual([`gift:${john!.id}`]);
    expect(await summary(john!.token)).toEqual([`gift_delivered:${anna!.id}`, `gift_declined:${anna!.id}`, `gift_declined:${anna!.id}`]);
    // In her name: her avatar and name on his row.
    expect((await items(john!.token))[0]).toMatchObject({ type: 'gift_delivered', user_id: Number(anna!.id), name: 'Anna', seen: false });
  });

  it("tells a man how his request for a lady's contacts ended: given at the site's accept, or declined at either step", async () => {
    const [john, anna, olga] = await t.members(man('John'), lady('Anna'), lady('Olga'));
    await deliver(contactsDecided(john!.id, anna!.id, 'agency', 'verification'));
    expect(await summary(john!.token)).toEqual([]);
    await deliver(contactsDecided(john!.id, anna!.id, 'site', 'accept'), contactsDecided(john!.id, olga!.id, 'agency', 'reject'));
    expect(await summary(john!.token)).toEqual([`contacts_declined:${olga!.id}`, `contacts_ready:${anna!.id}`]);
    // The ladies hear nothing of it.
    expect(await summary(anna!.token)).toEqual([]);
    expect(await summary(olga!.token)).toEqual([]);
  });

  it('tells a man, in her name, when nobody decided his gift or contact request in time (his credits are back); once, however often it arrives', async () => {
    const [john, anna, olga] = await t.members(man('John'), lady('Anna'), lady('Olga'));
    const gift = giftExpired(john!.id, anna!.id);
    const contacts = contactsExpired(john!.id, olga!.id);
    await deliver(gift, contacts);
    // Redelivered, then (same key, so after them) one naming him as the lady too: none makes anything.
    await deliver(gift, contacts);
    await deliver(giftExpired(john!.id, john!.id));
    // The moderators' later rejects of those expired holds tell him nothing more (he was told they expired).
    await deliver(giftDecided(john!.id, anna!.id, 'site', 'reject', true), contactsDecided(john!.id, olga!.id, 'agency', 'reject', true));
    expect(await summary(john!.token)).toEqual([`contacts_expired:${olga!.id}`, `gift_expired:${anna!.id}`]);
    expect((await items(john!.token))[1]).toMatchObject({ type: 'gift_expired', user_id: Number(anna!.id), name: 'Anna', seen: false, letter_id: null });
    // The ladies hear nothing of it.
    expect(await summary(anna!.token)).toEqual([]);
    expect(await summary(olga!.token)).toEqual([]);
  });

  it('tells a member how her report about another ended, in his name; nothing to him', async () => {
    const [john, anna, olga] = await t.members(man('John'), lady('Anna'), lady('Olga'));
    await deliver(reportDecided(anna!.id, john!.id, 'actioned'), reportDecided(olga!.id, john!.id, 'dismissed'), reportDecided(olga!.id, john!.id, 'open'));
    expect(await summary(anna!.token)).toEqual([`report_actioned:${john!.id}`]);
    expect(await summary(olga!.token)).toEqual([`report_dismissed:${john!.id}`]);
    expect(await summary(john!.token)).toEqual([]);
    expect((await items(anna!.token))[0]).toMatchObject({ type: 'report_actioned', user_id: Number(john!.id), name: 'John', seen: false });
  });

  it('makes nothing twice of a redelivered event', async () => {
    const [john, anna] = await t.members(man('John'), lady('Anna'));
    const once = wink(john!.id, anna!.id);
    await deliver(once);
    await t.publish([once, once]);
    // Same key, after the redeliveries: once it is applied, they were handled (skipped by the inbox).
    await deliver(letter(john!.id, anna!.id, '502'));
    expect(await summary(anna!.token)).toEqual([`mail:${john!.id}`, `wink:${john!.id}`]);
  });

  it('moves an unseen visitor notification to the top instead of adding another; a seen one stays and a new one comes', async () => {
    const [john, mike, anna] = await t.members(man('John'), man('Mike'), lady('Anna'));
    await deliver(visit(john!.id, anna!.id));
    const [first] = await items(anna!.token);
    await deliver(wink(mike!.id, anna!.id), visit(john!.id, anna!.id));
    const bumped = await items(anna!.token);
    expect(bumped.map((n) => `${n.type}:${n.user_id}`)).toEqual([`visitor:${john!.id}`, `wink:${mike!.id}`]);
    expect(bumped[0]!.id).toBe(first!.id);
    expect(Date.parse(bumped[0]!.time_create)).toBeGreaterThan(Date.parse(first!.time_create));

    expect((await t.site.call('notifications/mark-as-seen', { notification: first!.id }, { token: anna!.token })).body.result).toEqual({
      marked: 1,
      unread: 1,
    });
    await deliver(visit(john!.id, anna!.id));
    const after = await items(anna!.token);
    expect(after.map((n) => [n.type, n.seen])).toEqual([
      ['visitor', false],
      ['visitor', true],
      ['wink', false],
    ]);
  });

  it('never tells a member of herself', async () => {
    const [john] = await t.members(man('John'));
    await deliver(wink(john!.id, john!.id), visit(john!.id, john!.id), letter(john!.id, john!.id, '503'));
    expect(await items(john!.token)).toEqual([]);
    expect(await counter(john!.token)).toBe(0);
  });

  it("leaves a blocked pair's notifications out of every list and count, either way, and brings them back after the unblock", async () => {
    const [john, mike, anna] = await t.members(man('John'), man('Mike'), lady('Anna'));
    await deliver(favorite(john!.id, anna!.id), favorite(mike!.id, anna!.id), visit(john!.id, anna!.id), wink(mike!.id, anna!.id));
    await deliver(favorite(anna!.id, john!.id, true), favorite(anna!.id, mike!.id, true));
    expect(await counter(anna!.token)).toBe(4);

    // She blocks John; Mike blocks her.
    await deliver(block(anna!.id, john!.id), block(mike!.id, anna!.id));
    expect(await summary(anna!.token)).toEqual([]);
    expect(await summary(anna!.token, 'notifications/from-favorites')).toEqual([]);
    expect(await counter(anna!.token)).toBe(0);
    expect((await list(anna!.token)).total_count).toBe(0);
    // Marking all leaves the hidden ones as they were; one of them by id is not found.
    const [hidden] = await t.notifications.query<{ id: string }>(`SELECT id::text FROM notifications.notifications WHERE recipient_id = $1 LIMIT 1`, [
      anna!.id,
    ]);
    expect((await t.site.call('notifications/mark-as-seen', { all: true }, { token: anna!.token })).body.result).toEqual({ marked: 0, unread: 0 });
    expect((await t.site.call('notifications/mark-as-seen', { notification: Number(hidden!.id) }, { token: anna!.token })).body.code).toBe(10404);

    await deliver(unblock(anna!.id, john!.id));
    expect(await summary(anna!.token)).toEqual([`visitor:${john!.id}`, `favorite:${john!.id}`]);
    await deliver(unblock(mike!.id, anna!.id));
    expect(await summary(anna!.token)).toEqual([`wink:${mike!.id}`, `visitor:${john!.id}`, `favorite:${mike!.id}`, `favorite:${john!.id}`]);
    expect(await counter(anna!.token)).toBe(4);
  });

  it("leaves a banned member's notifications out of every list and count while the ban lasts", async () => {
    const [john, mike, anna] = await t.members(man('John'), man('Mike'), lady('Anna'));
    await deliver(visit(john!.id, anna!.id), wink(mike!.id, anna!.id));
    expect(await counter(anna!.token)).toBe(2);

    await deliver(encodeEvent(MemberBannedEvent, { memberId: john!.id, reason: 'scam', staffId: '1', bannedAtMs: BigInt(clock) }, meta(john!.id, 'staff')));
    expect(await summary(anna!.token)).toEqual([`wink:${mike!.id}`]);
    expect(await counter(anna!.token)).toBe(1);
    // What he does while banned (an event already on its way) is kept out too.
    await deliver(wink(john!.id, anna!.id));
    expect(await summary(anna!.token)).toEqual([`wink:${mike!.id}`]);

    await deliver(encodeEvent(MemberUnbannedEvent, { memberId: john!.id, staffId: '1' }, meta(john!.id, 'staff')));
    expect(await summary(anna!.token)).toEqual([`wink:${john!.id}`, `wink:${mike!.id}`, `visitor:${john!.id}`]);
    expect(await counter(anna!.token)).toBe(3);
  });

  it('from-favorites keeps the senders in the caller’s favorites; FavoriteRemoved takes one away', async () => {
    const [john, anna, olga, vera] = await t.members(man('John'), lady('Anna'), lady('Olga'), lady('Vera'));
    await deliver(wink(anna!.id, john!.id), visit(olga!.id, john!.id), invite(vera!.id, john!.id));
    expect(await summary(john!.token, 'notifications/from-favorites')).toEqual([]);

    // He adds Anna; he accepts Vera's invite (both directions, mutual).
    await deliver(favorite(john!.id, anna!.id), accepted(vera!.id, john!.id), favorite(vera!.id, john!.id, true), favorite(john!.id, vera!.id, true));
    const page = await list(john!.token, 'notifications/from-favorites');
    expect(page.result!.map((n) => `${n.type}:${n.user_id}`)).toEqual([`invite:${vera!.id}`, `wink:${anna!.id}`]);
    expect(page).toMatchObject({ count: 2, total_count: 2 });
    // Vera has him too (mutual): his accept is in her favorites list.
    expect(await summary(vera!.token, 'notifications/from-favorites')).toEqual([`favorite:${john!.id}`]);

    await deliver(unfavorite(john!.id, anna!.id));
    expect(await summary(john!.token, 'notifications/from-favorites')).toEqual([`invite:${vera!.id}`]);
    expect(await summary(john!.token)).toHaveLength(3);
    // His removal is one direction: Vera still has him.
    await deliver(unfavorite(john!.id, vera!.id));
    expect(await summary(john!.token, 'notifications/from-favorites')).toEqual([]);
    expect(await summary(vera!.token, 'notifications/from-favorites')).toEqual([`favorite:${john!.id}`]);
  });
});

describe('notifications/mark-as-seen and notifications/counter', () => {
  it('marks one, then all; counts the unseen', async () => {
    const [john, mike, anna] = await t.members(man('John'), man('Mike'), lady('Anna'));
    await deliver(wink(john!.id, anna!.id), wink(mike!.id, anna!.id), visit(john!.id, anna!.id));
    expect(await counter(anna!.token)).toBe(3);
    const [, , oldest] = await items(anna!.token);

    const one = await t.site.call('notifications/mark-as-seen', { notification: oldest!.id }, { token: anna!.token });
    expect(one.body).toMatchObject({ status: true, result: { marked: 1, unread: 2 } });
    // Again: found, nothing more to mark.
    expect((await t.site.call('notifications/mark-as-seen', { notification: String(oldest!.id) }, { token: anna!.token })).body.result).toEqual({
      marked: 0,
      unread: 2,
    });
    expect((await items(anna!.token)).map((n) => n.seen)).toEqual([false, false, true]);
    expect(await counter(anna!.token)).toBe(2);

    expect((await t.site.call('notifications/mark-as-seen', { all: true }, { token: anna!.token })).body.result).toEqual({ marked: 2, unread: 0 });
    expect((await items(anna!.token)).map((n) => n.seen)).toEqual([true, true, true]);
    expect(await counter(anna!.token)).toBe(0);
    expect((await t.site.call('notifications/mark-as-seen', { all: 'true' }, { token: anna!.token })).body.result).toEqual({ marked: 0, unread: 0 });
  });

  it("never shows or marks another member's notifications: 10404", async () => {
    const [john, anna, olga] = await t.members(man('John'), lady('Anna'), lady('Olga'));
    await deliver(wink(john!.id, anna!.id), wink(john!.id, olga!.id));
    const [annas] = await items(anna!.token);
    expect(await summary(olga!.token)).toEqual([`wink:${john!.id}`]);
    expect((await items(olga!.token))[0]!.id).not.toBe(annas!.id);

    const res = await t.site.call('notifications/mark-as-seen', { notification: annas!.id }, { token: olga!.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, code: 10404, desc: 'Notification not found' });
    expect((await t.site.call('notifications/mark-as-seen', { notification: 999_999_999 }, { token: olga!.token })).body.code).toBe(10404);
    // Her "all" is hers only.
    expect((await t.site.call('notifications/mark-as-seen', { all: true }, { token: olga!.token })).body.result).toEqual({ marked: 1, unread: 0 });
    expect((await items(anna!.token))[0]!.seen).toBe(false);
    expect(await counter(anna!.token)).toBe(1);
    expect(await items(john!.token)).toEqual([]);
  });

  it('refuses a malformed id (10002) and a mark that names nothing (10001)', async () => {
    const [john, anna] = await t.members(man('John'), lady('Anna'));
    await deliver(wink(john!.id, anna!.id));
    for (const body of [{ notification: 'abc' }, { notification: 1.5 }, { notification: -1 }, { notification: [1] }, { all: 'maybe' }]) {
      const res = await t.site.call('notifications/mark-as-seen', body, { token: anna!.token });
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, code: 10002 });
    }
    for (const body of [{}, { all: false }, { notification: null }, { notification: '' }]) {
      const res = await t.site.call('notifications/mark-as-seen', body, { token: anna!.token });
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, code: 10001 });
    }
    expect(await counter(anna!.token)).toBe(1);
    // A member only: no token, no answer.
    expect((await t.site.call('notifications/counter', {})).status).toBe(401);
  });
});

describe('paging', () => {
  it('pages newest first by limit and offset, with count and total_count (20 a page unless told)', async () => {
    const [anna, ...men] = await t.members(lady('Anna'), ...Array.from({ length: 25 }, (_, i) => man(`Man ${i}`)));
    await deliver(...men.map((m) => wink(m.id, anna!.id)));
    const newestFirst = men.map((m) => Number(m.id)).reverse();

    const first = await list(anna!.token);
    expect(first).toMatchObject({ count: 20, total_count: 25 });
    expect(first.result!.map((n) => n.user_id)).toEqual(newestFirst.slice(0, 20));
    const last = await list(anna!.token, 'notifications/get-all', { limit: 10, offset: 20 });
    expect(last).toMatchObject({ count: 5, total_count: 25 });
    expect(last.result!.map((n) => n.user_id)).toEqual(newestFirst.slice(20));
    const beyond = await list(anna!.token, 'notifications/get-all', { limit: '5', offset: '100' });
    expect(beyond).toMatchObject({ result: [], count: 0, total_count: 25 });

    for (const body of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'ten' }]) {
      expect((await t.site.call('notifications/get-all', body, { token: anna!.token })).body.code, JSON.stringify(body)).toBe(10002);
    }
  });
});

describe("through profiles' own routes", () => {
  it('a wink, a favorite and a block made on the site reach the lists', async () => {
    const [john, anna] = await t.members(man('John'), lady('Anna'));
    const call = (token: string, path: string, body: object) => t.site.call(path, body, { token });
    expect((await call(john!.token, 'kiss/make-kiss', { target_user_id: Number(anna!.id) })).body.status).toBe(true);
    expect((await call(john!.token, 'favorite/add', { favorite_user_id: Number(anna!.id) })).body.status).toBe(true);
    const annas = await eventually(
      () => summary(anna!.token),
      (s) => s.length === 2,
    );
    expect(annas).toEqual([`favorite:${john!.id}`, `wink:${john!.id}`]);

    expect((await call(anna!.token, 'block/add', { target_user_id: Number(john!.id) })).body.status).toBe(true);
    expect(
      await eventually(
        () => counter(anna!.token),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect((await call(anna!.token, 'block/remove', { target_user_id: Number(john!.id) })).body.status).toBe(true);
    expect(
      await eventually(
        () => counter(anna!.token),
        (n) => n === 2,
      ),
    ).toBe(2);
  });
});
