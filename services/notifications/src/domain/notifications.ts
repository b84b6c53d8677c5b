/**
 * What a member is told of, decided from other services' facts (pure: the reactions do the I/O).
 * Notifications (spec sections 3, 4, 7): a letter, a wink, a favorite, an invite, a visit, a gift
 * delivered, each aimed at one member by another; and a man's paid requests decided by moderation
 * (his gift delivered or declined, his contact request approved or declined), told to him in the
 * lady's name; and how a site moderator ended a member's report about another member, told in the
 * reported member's name. News (spec sections 1, 2, 7): a member's public photo or video
 * accepted by moderation, for the members of the other sex.
 */

import { favoriteAddIsTold, HELD_OUTCOME_TYPES, type HeldOutcome } from '@dating/rules';
import { isRecordId } from '@dating/platform';

export const NOTIFICATION_TYPES = [
  'mail',
  'wink',
  'favorite',
  'invite',
  'visitor',
  'gift',
  'gift_delivered',
  'gift_declined',
  'gift_expired',
  'contacts_ready',
  'contacts_declined',
  'contacts_expired',
  'report_actioned',
  'report_dismissed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NEWS_TYPES = ['photo', 'video'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export type MemberSex = 'man' | 'woman';

/** Another service's fact, as its event says it. */
export type SocialFact =
  | { kind: 'letter'; senderId: string; recipientId: string; letterId: string }
  | { kind: 'wink'; senderId: string; receiverId: string }
  | { kind: 'favorite-added'; memberId: string; favoriteId: string; mutual: boolean; repeated: boolean }
  | { kind: 'invite-sent'; inviterId: string; invitedId: string; repeated: boolean }
  | { kind: 'invite-accepted'; inviterId: string; invitedId: string }
  | { kind: 'visit'; visitorId: string; visitedId: string };

/**
 * How what a man paid for ended (a gift for a lady, or her contacts): a moderator's final decision
 * (profiles' GiftDecided, ContactRequestDecided, read with its `heldDecisionEnd`), or no decision in
 * time ('expired': GiftExpired, ContactRequestExpired; his credits are back).
 */
export interface DecisionFact {
  subject: keyof typeof HELD_OUTCOME_TYPES;
  end: HeldOutcome;
  manId: string;
  ladyId: string;
}

export interface NewNotification {
  /** Who is told. */
  recipientId: string;
  /** Who did it. */
  senderId: string;
  type: NotificationType;
  /** 'mail' only: the letter. */
  letterId: string | null;
}

/**
 * The notification a fact makes, or null. Never to oneself; never from ids that are not member ids
 * (a malformed event is skipped rather than stopping the consumer). An accepted invite is told once,
 * to the lady who sent it (FavoriteInviteAccepted), not by its pair of mutual FavoriteAdded; an add
 * or an invite `repeated` within a day (after a remove) is not told again; chat-room's live toast
 * decides alike.
 */
export function notificationOf(fact: SocialFact): NewNotification | null {
  const made = ((): NewNotification | null => {
    switch (fact.kind) {
      case 'letter':
        return isRecordId(fact.letterId) ? { recipientId: fact.recipientId, senderId: fact.senderId, type: 'mail', letterId: fact.letterId } : null;
      case 'wink':
        return { recipientId: fact.receiverId, senderId: fact.senderId, type: 'wink', letterId: null };
      case 'favorite-added':
        return favoriteAddIsTold(fact) ? { recipientId: fact.favoriteId, senderId: fact.memberId, type: 'favorite', letterId: null } : null;
      case 'invite-sent':
        return fact.repeated ? null : { recipientId: fact.invitedId, senderId: fact.inviterId, type: 'invite', letterId: null };
      case 'invite-accepted':
        return { recipientId: fact.inviterId, senderId: fact.invitedId, type: 'favorite', letterId: null };
      case 'visit':
        return { recipientId: fact.visitedId, senderId: fact.visitorId, type: 'visitor', letterId: null };
    }
  })();
  return valid(made);
}

const valid = (made: NewNotification | null): NewNotification | null =>
  !made || !isRecordId(made.recipientId) || !isRecordId(made.senderId) || made.recipientId === made.senderId ? null : made;

/**
 * The notifications the end of a man's gift or contact request makes: a delivered gift tells the
 * lady ('gift', from him) and him ('gift_delivered', in her name); a declined or expired gift, an
 * approved, declined or expired contact request tell him.
 */
export function decisionNotificationsOf(fact: DecisionFact): NewNotification[] {
  const delivered = fact.subject === 'gift' && fact.end === 'accepted';
  const made = [
    delivered ? valid({ recipientId: fact.ladyId, senderId: fact.manId, type: 'gift', letterId: null }) : null,
    valid({ recipientId: fact.manId, senderId: fact.ladyId, type: HELD_OUTCOME_TYPES[fact.subject][fact.end], letterId: null }),
  ];
  return made.filter((n): n is NewNotification => n !== null);
}

/** A site moderator's decision on a member's report (profiles' MemberReportDecided). */
export interface ReportDecidedFact {
  reporterId: string;
  reportedId: string;
  /** 'dismissed' or 'actioned'; anything else is not told. */
  status: string;
}

/** The reporter is told how her report ended, in the reported member's name (she knows whom she reported). */
export function reportNotificationOf(fact: ReportDecidedFact): NewNotification | null {
  if (fact.status !== 'actioned' && fact.status !== 'dismissed') return null;
  return valid({ recipientId: fact.reporterId, senderId: fact.reportedId, type: `report_${fact.status}`, letterId: null });
}

/** A moderator's final acceptance of a member's photo or video (profiles' PhotoAccepted / VideoAccepted). */
export interface MediaAccepted {
  type: NewsType;
  mediaId: string;
  memberId: string;
  /** 'public' or 'private'. */
  albumType: string;
}

export interface NewNewsItem {
  type: NewsType;
  mediaId: string;
  authorId: string;
  authorSex: MemberSex;
}

/**
 * The news item an accepted media makes, or null: only public media (a private album is sold, so it
 * is never news), only of a member whose sex is known (the news is for the other sex).
 */
export function newsOf(media: MediaAccepted, authorSex: MemberSex | null): NewNewsItem | null {
  if (media.albumType !== 'public' || authorSex === null || !isRecordId(media.mediaId) || !isRecordId(media.memberId)) return null;
  return { type: media.type, mediaId: media.mediaId, authorId: media.memberId, authorSex };
}

/** Whose news a member reads: a man ladies', a lady men's. */
export function otherSex(sex: MemberSex): MemberSex {
  return sex === 'man' ? 'woman' : 'man';
}
