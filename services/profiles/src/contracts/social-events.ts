import type { DescMessage } from '@bufbuild/protobuf';
import { defineEvent } from '@dating/platform';
import {
  BookmarkAddedSchema,
  BookmarkRemovedSchema,
  ContactRequestDecidedSchema,
  ContactRequestMadeSchema,
  FavoriteAddedSchema,
  FavoriteInviteAcceptedSchema,
  FavoriteInviteRejectedSchema,
  FavoriteInviteSentSchema,
  FavoriteRemovedSchema,
  ContactRequestExpiredSchema,
  GiftDecidedSchema,
  GiftExpiredSchema,
  GiftSentSchema,
  MemberBlockedSchema,
  MemberReportDecidedSchema,
  MemberUnblockedSchema,
  VisitorsSeenSchema,
  WinkSentSchema,
  WinksSeenSchema,
} from '@dating/proto/profiles/v1/social_pb';

/**
 * Kafka topic of the social graph (winks, favorites, bookmarks, blocks); keyed by the member the
 * action is aimed at, so one member's notifications (the next service) arrive in order.
 */
export const PROFILES_SOCIAL_TOPIC = 'profiles.social.v1';

const social = <D extends DescMessage>(name: string, schema: D) =>
  defineEvent({ type: `profiles.v1.${name}`, version: 1, topic: PROFILES_SOCIAL_TOPIC, schema });

export const WinkSentEvent = social('WinkSent', WinkSentSchema);
export const WinksSeenEvent = social('WinksSeen', WinksSeenSchema);
export const VisitorsSeenEvent = social('VisitorsSeen', VisitorsSeenSchema);
export const FavoriteAddedEvent = social('FavoriteAdded', FavoriteAddedSchema);
export const FavoriteInviteSentEvent = social('FavoriteInviteSent', FavoriteInviteSentSchema);
export const FavoriteInviteAcceptedEvent = social('FavoriteInviteAccepted', FavoriteInviteAcceptedSchema);
export const FavoriteInviteRejectedEvent = social('FavoriteInviteRejected', FavoriteInviteRejectedSchema);
export const FavoriteRemovedEvent = social('FavoriteRemoved', FavoriteRemovedSchema);
export const BookmarkAddedEvent = social('BookmarkAdded', BookmarkAddedSchema);
export const BookmarkRemovedEvent = social('BookmarkRemoved', BookmarkRemovedSchema);
export const MemberBlockedEvent = social('MemberBlocked', MemberBlockedSchema);
export const MemberUnblockedEvent = social('MemberUnblocked', MemberUnblockedSchema);
/** A man asked for a lady's contacts (realinfo/make-request); keyed by the man, as its decision. */
export const ContactRequestMadeEvent = social('ContactRequestMade', ContactRequestMadeSchema);
/** A moderator decided a contact request (agency step or site step); keyed by the man. */
export const ContactRequestDecidedEvent = social('ContactRequestDecided', ContactRequestDecidedSchema);
/** A man sent a lady a gift (present/send-to-user); keyed by the man, as its decisions. */
export const GiftSentEvent = social('GiftSent', GiftSentSchema);
/** A moderator decided a gift (agency step or site step; the site's accept delivers it); keyed by the man. */
export const GiftDecidedEvent = social('GiftDecided', GiftDecidedSchema);
/** Nobody decided his gift within its hold's 30 days: billing returned his credits (its HoldExpired); keyed by the man. */
export const GiftExpiredEvent = social('GiftExpired', GiftExpiredSchema);
/** Nobody decided his contact request within its hold's 30 days: billing returned his credits; keyed by the man. */
export const ContactRequestExpiredEvent = social('ContactRequestExpired', ContactRequestExpiredSchema);
/** A site moderator decided a member's report (dismissed or actioned); keyed by the reporter, who is told. */
export const MemberReportDecidedEvent = social('MemberReportDecided', MemberReportDecidedSchema);

export const PROFILES_SOCIAL_EVENTS = [
  WinkSentEvent,
  WinksSeenEvent,
  VisitorsSeenEvent,
  FavoriteAddedEvent,
  FavoriteInviteSentEvent,
  FavoriteInviteAcceptedEvent,
  FavoriteInviteRejectedEvent,
  FavoriteRemovedEvent,
  BookmarkAddedEvent,
  BookmarkRemovedEvent,
  MemberBlockedEvent,
  MemberUnblockedEvent,
  ContactRequestMadeEvent,
  ContactRequestDecidedEvent,
  GiftSentEvent,
  GiftDecidedEvent,
  GiftExpiredEvent,
  ContactRequestExpiredEvent,
  MemberReportDecidedEvent,
] as const;
