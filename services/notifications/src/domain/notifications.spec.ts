import { describe, expect, it } from 'vitest';
import { decisionNotificationsOf, newsOf, notificationOf, otherSex, reportNotificationOf } from './notifications.js';

describe('decisionNotificationsOf', () => {
  it('tells her of a delivered gift and him of how his gift or contact request ended, in her name', () => {
    const of = (subject: 'gift' | 'contacts', end: 'accepted' | 'rejected' | 'expired') =>
      decisionNotificationsOf({ subject, end, manId: '4', ladyId: '1' }).map((n) => `${n.type}:${n.senderId}->${n.recipientId}`);
    expect(of('gift', 'accepted')).toEqual(['gift:4->1', 'gift_delivered:1->4']);
    expect(of('gift', 'rejected')).toEqual(['gift_declined:1->4']);
    expect(of('contacts', 'accepted')).toEqual(['contacts_ready:1->4']);
    expect(of('contacts', 'rejected')).toEqual(['contacts_declined:1->4']);
    // Nobody decided in time: only he is told (his credits are back); the gift never reached her.
    expect(of('gift', 'expired')).toEqual(['gift_expired:1->4']);
    expect(of('contacts', 'expired')).toEqual(['contacts_expired:1->4']);
  });

  it('makes nothing of ids that are not member ids, or of a member and herself', () => {
    expect(decisionNotificationsOf({ subject: 'gift', end: 'accepted', manId: 'x', ladyId: '1' })).toEqual([]);
    expect(decisionNotificationsOf({ subject: 'contacts', end: 'rejected', manId: '1', ladyId: '1' })).toEqual([]);
  });
});

describe('reportNotificationOf', () => {
  it('tells the reporter how her report ended, in the reported member’s name', () => {
    expect(reportNotificationOf({ reporterId: '2', reportedId: '7', status: 'actioned' })).toEqual({
      recipientId: '2',
      senderId: '7',
      type: 'report_actioned',
      letterId: null,
    });
    expect(reportNotificationOf({ reporterId: '2', reportedId: '7', status: 'dismissed' })).toMatchObject({ type: 'report_dismissed' });
  });

  it('makes nothing of another status or of ids that are not member ids', () => {
    expect(reportNotificationOf({ reporterId: '2', reportedId: '7', status: 'open' })).toBeNull();
    expect(reportNotificationOf({ reporterId: '2', reportedId: 'x', status: 'actioned' })).toBeNull();
  });
});

describe('notificationOf', () => {
  it('tells the recipient of a letter, with the letter', () => {
    expect(notificationOf({ kind: 'letter', senderId: '1', recipientId: '2', letterId: '30' })).toEqual({
      recipientId: '2',
      senderId: '1',
      type: 'mail',
      letterId: '30',
    });
  });

  it('tells the receiver of a wink, the invited man of an invite and the visited member of a visit', () => {
    expect(notificationOf({ kind: 'wink', senderId: '1', receiverId: '2' })).toMatchObject({ recipientId: '2', senderId: '1', type: 'wink', letterId: null });
    expect(notificationOf({ kind: 'invite-sent', inviterId: '3', invitedId: '1', repeated: false })).toMatchObject({
      recipientId: '1',
      senderId: '3',
      type: 'invite',
    });
    expect(notificationOf({ kind: 'visit', visitorId: '4', visitedId: '1' })).toMatchObject({ recipientId: '1', senderId: '4', type: 'visitor' });
  });

  it('tells the favorite of a one-way add, and the inviter (not the mutual pair) of an accepted invite', () => {
    expect(notificationOf({ kind: 'favorite-added', memberId: '1', favoriteId: '2', mutual: false, repeated: false })).toMatchObject({
      recipientId: '2',
      senderId: '1',
      type: 'favorite',
    });
    expect(notificationOf({ kind: 'favorite-added', memberId: '1', favoriteId: '2', mutual: true, repeated: false })).toBeNull();
    expect(notificationOf({ kind: 'invite-accepted', inviterId: '2', invitedId: '1' })).toMatchObject({ recipientId: '2', senderId: '1', type: 'favorite' });
  });

  it('does not tell again an add or an invite repeated within a day (an add, remove, add loop cannot flood the bell)', () => {
    expect(notificationOf({ kind: 'favorite-added', memberId: '1', favoriteId: '2', mutual: false, repeated: true })).toBeNull();
    expect(notificationOf({ kind: 'invite-sent', inviterId: '3', invitedId: '1', repeated: true })).toBeNull();
  });

  it('never tells a member of herself, nor makes anything of ids that are not member ids', () => {
    expect(notificationOf({ kind: 'visit', visitorId: '5', visitedId: '5' })).toBeNull();
    expect(notificationOf({ kind: 'wink', senderId: '', receiverId: '2' })).toBeNull();
    expect(notificationOf({ kind: 'wink', senderId: '1', receiverId: 'x' })).toBeNull();
    expect(notificationOf({ kind: 'letter', senderId: '1', recipientId: '2', letterId: 'l-1' })).toBeNull();
  });
});

describe('newsOf', () => {
  it('makes news of an accepted public photo or video of a member whose sex is known', () => {
    expect(newsOf({ type: 'photo', mediaId: '7', memberId: '2', albumType: 'public' }, 'woman')).toEqual({
      type: 'photo',
      mediaId: '7',
      authorId: '2',
      authorSex: 'woman',
    });
    expect(newsOf({ type: 'video', mediaId: '8', memberId: '1', albumType: 'public' }, 'man')).toMatchObject({ type: 'video', authorSex: 'man' });
  });

  it('ignores private albums, unknown authors and malformed ids', () => {
    expect(newsOf({ type: 'photo', mediaId: '7', memberId: '2', albumType: 'private' }, 'woman')).toBeNull();
    expect(newsOf({ type: 'photo', mediaId: '7', memberId: '2', albumType: 'public' }, null)).toBeNull();
    expect(newsOf({ type: 'photo', mediaId: 'x', memberId: '2', albumType: 'public' }, 'woman')).toBeNull();
  });
});

describe('otherSex', () => {
  it('gives a man the ladies and a lady the men', () => {
    expect(otherSex('man')).toBe('woman');
    expect(otherSex('woman')).toBe('man');
  });
});
