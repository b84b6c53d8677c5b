import type { DescMessage } from '@bufbuild/protobuf';
import { defineEvent, on, type Reaction, sqlOf } from '@dating/platform';
import { LetterSentSchema } from '@dating/proto/mail/v1/events_pb';
import { ProfileVisitedSchema } from '@dating/proto/profiles/v1/events_pb';
import {
  ContactRequestDecidedSchema,
  ContactRequestExpiredSchema,
  FavoriteAddedSchema,
  FavoriteInviteAcceptedSchema,
  FavoriteInviteSentSchema,
  GiftDecidedSchema,
  GiftExpiredSchema,
  MemberReportDecidedSchema,
  WinkSentSchema,
} from '@dating/proto/profiles/v1/social_pb';
import { favoriteAddIsTold, HELD_OUTCOME_TYPES, heldDecisionEnd, type HeldOutcomeType } from '@dating/rules';
import type { EntityManager } from 'typeorm';
import { findMember } from '../infrastructure/members.js';
import type { ChatNotifier } from '../realtime/chat-notifier.js';

/**
 * mail's and profiles' events a member hears of at once, by their proto contracts (wire name, topic,
 * schema): profiles and mail sit beside chat-room, which owns the sockets, so the proto is the
 * contract all follow (as for the member cards).
 */
const contract = <D extends DescMessage>(type: string, topic: string, schema: D) => defineEvent({ type, version: 1, topic, schema });
export const LetterSentContract = contract('mail.v1.LetterSent', 'mail.letters.v1', LetterSentSchema);
export const WinkSentContract = contract('profiles.v1.WinkSent', 'profiles.social.v1', WinkSentSchema);
export const FavoriteAddedContract = contract('profiles.v1.FavoriteAdded', 'profiles.social.v1', FavoriteAddedSchema);
export const FavoriteInviteSentContract = contract('profiles.v1.FavoriteInviteSent', 'profiles.social.v1', FavoriteInviteSentSchema);
export const FavoriteInviteAcceptedContract = contract('profiles.v1.FavoriteInviteAccepted', 'profiles.social.v1', FavoriteInviteAcceptedSchema);
export const ProfileVisitedContract = contract('profiles.v1.ProfileVisited', 'profiles.visits.v1', ProfileVisitedSchema);
export const GiftDecidedContract = contract('profiles.v1.GiftDecided', 'profiles.social.v1', GiftDecidedSchema);
export const ContactRequestDecidedContract = contract('profiles.v1.ContactRequestDecided', 'profiles.social.v1', ContactRequestDecidedSchema);
export const GiftExpiredContract = contract('profiles.v1.GiftExpired', 'profiles.social.v1', GiftExpiredSchema);
export const ContactRequestExpiredContract = contract('profiles.v1.ContactRequestExpired', 'profiles.social.v1', ContactRequestExpiredSchema);
export const MemberReportDecidedContract = contract('profiles.v1.MemberReportDecided', 'profiles.social.v1', MemberReportDecidedSchema);

/**
 * What she did; told to a man in the lady's name, how his gift or contact request ended (decided, or
 * expired undecided);
 * told to a reporter in the reported member's name, how a site moderator ended her report.
 */
export type SocketNotificationType = 'mail' | 'wink' | 'favorite' | 'invite' | 'visitor' | 'gift' | HeldOutcomeType | 'report_actioned' | 'report_dismissed';

/**
 * `socket_notification` (spec section 7): the member site refreshes its counters and shows a toast.
 * `type` and the sender let it say so in the member's language; `message` is the English text.
 */
export interface SocketNotification {
  type: SocketNotificationType;
  userId: string;
  fullName: string;
  message: string;
}

/** Older news is left unsaid: a consumer that starts from the beginning of a topic must not replay old toasts. */
export const NOTIFICATION_FRESH_MS = 60_000;

const MESSAGES: Record<SocketNotificationType, (name: string) => string> = {
  mail: (name) => `New letter from ${name}`,
  wink: (name) => `${name} winked at you`,
  favorite: (name) => `${name} added you to favorites`,
  invite: (name) => `${name} invites you to her favorites`,
  visitor: (name) => `${name} visited your profile`,
  gift: (name) => `${name} sent you a gift`,
  gift_delivered: (name) => `Your gift to ${name} was delivered`,
  gift_declined: (name) => `Your gift to ${name} was declined; the credits are back on your balance`,
  gift_expired: (name) => `Your gift to ${name} was not delivered in time; the credits are back on your balance`,
  contacts_ready: (name) => `${name}'s contact details are ready on her profile`,
  contacts_declined: (name) => `Your request for ${name}'s contact details was declined; the credits are back on your balance`,
  contacts_expired: (name) => `Your request for ${name}'s contact details was not answered in time; the credits are back on your balance`,
  report_actioned: (name) => `We looked into your report about ${name} and took action. Thank you`,
  report_dismissed: (name) => `We looked into your report about ${name} and found nothing against our rules`,
};

/** The member's sockets, wherever they are, hear that `fromId` did something aimed at her. */
export function socketNotificationReactions(notifier: ChatNotifier, now: () => number = Date.now): Reaction[] {
  const tell = async (manager: EntityManager, occurredAtMs: bigint, to: string, fromId: string, type: SocketNotificationType) => {
    if (now() - Number(occurredAtMs) > NOTIFICATION_FRESH_MS || !to || to === fromId) return;
    const from = await findMember(sqlOf(manager), fromId);
    const fullName = from?.fullName ?? '';
    const notification: SocketNotification = { type, userId: fromId, fullName, message: MESSAGES[type](fullName || `#${fromId}`) };
    notifier.emitTo([to], 'socket_notification', notification);
  };
  return [
    on(LetterSentContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.recipientId, e.senderId, 'mail')),
    on(WinkSentContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.receiverId, e.senderId, 'wink')),
    // An accepted invite is told once, to the lady who sent it (not by its pair of mutual FavoriteAdded);
    // an add or an invite repeated within a day (after a remove) is not told again.
    on(FavoriteAddedContract, (e, envelope, manager) =>
      favoriteAddIsTold(e) ? tell(manager, envelope.occurredAtMs, e.favoriteId, e.memberId, 'favorite') : Promise.resolve(),
    ),
    on(FavoriteInviteSentContract, (e, envelope, manager) =>
      e.repeated ? Promise.resolve() : tell(manager, envelope.occurredAtMs, e.invitedId, e.inviterId, 'invite'),
    ),
    on(FavoriteInviteAcceptedContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.inviterId, e.invitedId, 'favorite')),
    on(ProfileVisitedContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.visitedId, e.visitorId, 'visitor')),
    // A gift is hers once delivered (the site moderator's accept); he hears how it ended, either way.
    on(GiftDecidedContract, async (e, envelope, manager) => {
      const end = heldDecisionEnd(e);
      if (end === 'accepted') await tell(manager, envelope.occurredAtMs, e.ladyId, e.manId, 'gift');
      if (end) await tell(manager, envelope.occurredAtMs, e.manId, e.ladyId, HELD_OUTCOME_TYPES.gift[end]);
    }),
    on(ContactRequestDecidedContract, async (e, envelope, manager) => {
      const end = heldDecisionEnd(e);
      if (end) await tell(manager, envelope.occurredAtMs, e.manId, e.ladyId, HELD_OUTCOME_TYPES.contacts[end]);
    }),
    // Nobody decided in time: billing gave his held credits back.
    on(GiftExpiredContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.manId, e.ladyId, HELD_OUTCOME_TYPES.gift.expired)),
    on(ContactRequestExpiredContract, (e, envelope, manager) => tell(manager, envelope.occurredAtMs, e.manId, e.ladyId, HELD_OUTCOME_TYPES.contacts.expired)),
    on(MemberReportDecidedContract, async (e, envelope, manager) => {
      if (e.status === 'actioned' || e.status === 'dismissed') await tell(manager, envelope.occurredAtMs, e.reporterId, e.reportedId, `report_${e.status}`);
    }),
  ];
}
