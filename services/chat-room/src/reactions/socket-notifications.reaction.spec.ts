import { describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import type { ChatNotifier } from '../realtime/chat-notifier.js';
import { NOTIFICATION_FRESH_MS, socketNotificationReactions } from './socket-notifications.reaction.js';

const NOW = 1_800_000_000_000;

/** The reactions with a notifier that records what it would emit, and the chat's card of member 7 (Anna). */
function setUp() {
  const emitted: { to: string[]; event: string; payload: unknown }[] = [];
  const notifier = { emitTo: (to: string[], event: string, payload: unknown) => emitted.push({ to, event, payload }) } as unknown as ChatNotifier;
  const manager = {
    query: async (_text: string, params: unknown[]) =>
      params[0] === '7' ? [{ member_id: '7', user_type: 'woman', full_name: 'Anna', avatar_small: null }] : [],
  } as unknown as EntityManager;
  const reactions = new Map(socketNotificationReactions(notifier, () => NOW).map((r) => [r.definition.type, r]));
  const react = (type: string, payload: Record<string, unknown>, ageMs = 0) =>
    reactions.get(type)!.handle(payload as never, { occurredAtMs: BigInt(NOW - ageMs) } as never, manager);
  return { emitted, react };
}

describe('socket_notification reactions', () => {
  it('tells the member aimed at, with the sender and the English text', async () => {
    const { emitted, react } = setUp();
    await react('mail.v1.LetterSent', { senderId: '7', recipientId: '9' });
    await react('profiles.v1.FavoriteInviteAccepted', { inviterId: '7', invitedId: '9' });
    expect(emitted).toEqual([
      { to: ['9'], event: 'socket_notification', payload: { type: 'mail', userId: '7', fullName: 'Anna', message: 'New letter from Anna' } },
      { to: ['7'], event: 'socket_notification', payload: { type: 'favorite', userId: '9', fullName: '', message: '#9 added you to favorites' } },
    ]);
  });

  it('leaves unsaid what is old (a consumer replaying a topic), aimed at oneself, the mutual pair of an accepted invite, or an add or invite repeated after a remove', async () => {
    const { emitted, react } = setUp();
    await react('profiles.v1.WinkSent', { senderId: '7', receiverId: '9' }, NOTIFICATION_FRESH_MS + 1);
    await react('profiles.v1.ProfileVisited', { visitorId: '9', visitedId: '9' });
    await react('profiles.v1.FavoriteAdded', { memberId: '7', favoriteId: '9', mutual: true });
    await react('profiles.v1.FavoriteAdded', { memberId: '7', favoriteId: '9', mutual: false, repeated: true });
    await react('profiles.v1.FavoriteInviteSent', { inviterId: '7', invitedId: '9', repeated: true });
    expect(emitted).toEqual([]);
    await react('profiles.v1.FavoriteInviteSent', { inviterId: '7', invitedId: '9', repeated: false });
    expect(emitted).toHaveLength(1);
    emitted.length = 0;
    await react('profiles.v1.FavoriteAdded', { memberId: '7', favoriteId: '9', mutual: false });
    expect(emitted).toHaveLength(1);
  });

  it('tells a lady of a gift when it is delivered (the site accepts), and the man how his gift ended, in her name', async () => {
    const { emitted, react } = setUp();
    await react('profiles.v1.GiftDecided', { manId: '9', ladyId: '7', step: 'agency', status: 'verification' });
    expect(emitted).toEqual([]);
    await react('profiles.v1.GiftDecided', { manId: '9', ladyId: '7', step: 'site', status: 'reject' });
    await react('profiles.v1.GiftDecided', { manId: '9', ladyId: '7', step: 'site', status: 'accept' });
    expect(emitted).toEqual([
      {
        to: ['9'],
        event: 'socket_notification',
        payload: { type: 'gift_declined', userId: '7', fullName: 'Anna', message: 'Your gift to Anna was declined; the credits are back on your balance' },
      },
      { to: ['7'], event: 'socket_notification', payload: { type: 'gift', userId: '9', fullName: '', message: '#9 sent you a gift' } },
      {
        to: ['9'],
        event: 'socket_notification',
        payload: { type: 'gift_delivered', userId: '7', fullName: 'Anna', message: 'Your gift to Anna was delivered' },
      },
    ]);
  });

  it("tells a man how his request for a lady's contacts ended, not its agency step", async () => {
    const { emitted, react } = setUp();
    await react('profiles.v1.ContactRequestDecided', { manId: '9', ladyId: '7', step: 'agency', status: 'verification' });
    expect(emitted).toEqual([]);
    await react('profiles.v1.ContactRequestDecided', { manId: '9', ladyId: '7', step: 'site', status: 'accept' });
    await react('profiles.v1.ContactRequestDecided', { manId: '9', ladyId: '7', step: 'agency', status: 'reject' });
    expect(emitted.map((e) => [e.to, (e.payload as { type: string; message: string }).type, (e.payload as { message: string }).message])).toEqual([
      [['9'], 'contacts_ready', "Anna's contact details are ready on her profile"],
      [['9'], 'contacts_declined', "Your request for Anna's contact details was declined; the credits are back on your balance"],
    ]);
  });

  it('tells a man, in her name, when nobody decided his gift or contact request in time and his credits are back; nothing to her', async () => {
    const { emitted, react } = setUp();
    await react('profiles.v1.GiftExpired', { manId: '9', ladyId: '7', credits: 170n });
    await react('profiles.v1.ContactRequestExpired', { manId: '9', ladyId: '7', credits: 500n });
    await react('profiles.v1.GiftExpired', { manId: '9', ladyId: '7', credits: 170n }, NOTIFICATION_FRESH_MS + 1);
    // The moderators' rejects of those expired holds say nothing more.
    await react('profiles.v1.GiftDecided', { manId: '9', ladyId: '7', step: 'site', status: 'reject', holdExpired: true });
    await react('profiles.v1.ContactRequestDecided', { manId: '9', ladyId: '7', step: 'agency', status: 'reject', holdExpired: true });
    expect(emitted.map((e) => [e.to, (e.payload as { type: string }).type, (e.payload as { message: string }).message])).toEqual([
      [['9'], 'gift_expired', 'Your gift to Anna was not delivered in time; the credits are back on your balance'],
      [['9'], 'contacts_expired', "Your request for Anna's contact details was not answered in time; the credits are back on your balance"],
    ]);
  });

  it('tells a reporter how a site moderator ended her report, in the reported member’s name; nothing while it is open', async () => {
    const { emitted, react } = setUp();
    await react('profiles.v1.MemberReportDecided', { reporterId: '9', reportedId: '7', status: 'open' });
    expect(emitted).toEqual([]);
    await react('profiles.v1.MemberReportDecided', { reporterId: '9', reportedId: '7', status: 'actioned' });
    await react('profiles.v1.MemberReportDecided', { reporterId: '9', reportedId: '7', status: 'dismissed' });
    expect(emitted.map((e) => [e.to, (e.payload as { type: string }).type, (e.payload as { message: string }).message])).toEqual([
      [['9'], 'report_actioned', 'We looked into your report about Anna and took action. Thank you'],
      [['9'], 'report_dismissed', 'We looked into your report about Anna and found nothing against our rules'],
    ]);
  });
});
