import { MEMBER_EMAIL_NAMED, type MemberEmailKind } from '@dating/rules';
import type { NotificationType } from './notifications.js';

/**
 * Which e-mail setting (spec section 3) tells of each notification: letters, winks, visitors,
 * favorites and invitations each their own; moderation's answers (gifts, contacts, reports) system.
 */
export const EMAIL_KIND_OF: Readonly<Record<NotificationType, MemberEmailKind>> = {
  mail: 'inbox',
  wink: 'wink',
  visitor: 'guest',
  favorite: 'favorite',
  invite: 'favorite',
  gift: 'system',
  gift_delivered: 'system',
  gift_declined: 'system',
  gift_expired: 'system',
  contacts_ready: 'system',
  contacts_declined: 'system',
  contacts_expired: 'system',
  report_actioned: 'system',
  report_dismissed: 'system',
};

/** A notification still unseen and not yet e-mailed after the delay, newest first within its recipient. */
export interface DueNotification {
  id: string;
  recipientId: string;
  senderId: string;
  type: NotificationType;
}

/** One e-mail: what it tells of, and the notifications it settles. */
export interface EmailDigest {
  recipientId: string;
  kind: MemberEmailKind;
  notificationIds: string[];
  /** Distinct senders, newest first, at most MEMBER_EMAIL_NAMED. */
  senderIds: string[];
  /** The other distinct senders. */
  otherSenders: number;
}

/**
 * Groups due notifications into one e-mail per recipient and kind (given newest first, so the
 * named senders are the latest). Several from one sender count each, named once.
 */
export function emailDigestsOf(due: DueNotification[]): EmailDigest[] {
  const digests = new Map<string, EmailDigest & { senders: Set<string> }>();
  for (const n of due) {
    const kind = EMAIL_KIND_OF[n.type];
    const key = `${n.recipientId}:${kind}`;
    let digest = digests.get(key);
    if (!digest) digests.set(key, (digest = { recipientId: n.recipientId, kind, notificationIds: [], senderIds: [], otherSenders: 0, senders: new Set() }));
    digest.notificationIds.push(n.id);
    if (digest.senders.has(n.senderId)) continue;
    digest.senders.add(n.senderId);
    if (digest.senderIds.length < MEMBER_EMAIL_NAMED) digest.senderIds.push(n.senderId);
    else digest.otherSenders++;
  }
  return [...digests.values()].map(({ senders: _senders, ...digest }) => digest);
}
