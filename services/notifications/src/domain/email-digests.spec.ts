import { EMAIL_SETTINGS, MEMBER_EMAIL_KINDS, MEMBER_EMAIL_SETTING } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_OF, emailDigestsOf } from './email-digests.js';
import { NOTIFICATION_TYPES } from './notifications.js';

describe('e-mail digests', () => {
  it('gives every notification type a kind, and every e-mail setting a kind that uses it', () => {
    expect(Object.keys(EMAIL_KIND_OF).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(new Set(Object.values(EMAIL_KIND_OF))).toEqual(new Set(MEMBER_EMAIL_KINDS));
    expect(MEMBER_EMAIL_KINDS.map((k) => MEMBER_EMAIL_SETTING[k]).sort()).toEqual([...EMAIL_SETTINGS].sort());
  });

  it('makes one e-mail per recipient and kind, names the newest three senders once each and counts the others', () => {
    const due = [
      { id: '9', recipientId: '1', senderId: '50', type: 'mail' as const },
      { id: '8', recipientId: '1', senderId: '51', type: 'mail' as const },
      { id: '7', recipientId: '1', senderId: '50', type: 'mail' as const },
      { id: '6', recipientId: '1', senderId: '52', type: 'mail' as const },
      { id: '5', recipientId: '1', senderId: '53', type: 'mail' as const },
      { id: '4', recipientId: '1', senderId: '54', type: 'mail' as const },
      { id: '3', recipientId: '1', senderId: '50', type: 'favorite' as const },
      { id: '2', recipientId: '1', senderId: '51', type: 'invite' as const },
      { id: '1', recipientId: '2', senderId: '50', type: 'gift_declined' as const },
    ];
    expect(emailDigestsOf(due)).toEqual([
      { recipientId: '1', kind: 'inbox', notificationIds: ['9', '8', '7', '6', '5', '4'], senderIds: ['50', '51', '52'], otherSenders: 2 },
      { recipientId: '1', kind: 'favorite', notificationIds: ['3', '2'], senderIds: ['50', '51'], otherSenders: 0 },
      { recipientId: '2', kind: 'system', notificationIds: ['1'], senderIds: ['50'], otherSenders: 0 },
    ]);
    expect(emailDigestsOf([])).toEqual([]);
  });
});
