import type { EventEnvelope } from '@dating/proto/platform/v1/envelope_pb';
import { isRecordId, on, type Reaction } from '@dating/platform';
import { LetterReadEvent, LetterSentEvent } from '@dating/mail/contracts';
import {
  ContactRequestDecidedEvent,
  ContactRequestExpiredEvent,
  FavoriteAddedEvent,
  FavoriteInviteAcceptedEvent,
  FavoriteInviteSentEvent,
  GiftDecidedEvent,
  GiftExpiredEvent,
  MemberReportDecidedEvent,
  ProfileVisitedEvent,
  WinkSentEvent,
} from '@dating/profiles/contracts';
import { heldDecisionEnd } from '@dating/rules';
import type { EntityManager } from 'typeorm';
import {
  type DecisionFact,
  decisionNotificationsOf,
  type NewNotification,
  notificationOf,
  reportNotificationOf,
  type SocialFact,
} from '../domain/notifications.js';
import { settleReadLetter } from '../infrastructure/email-digests.js';

/** When it happened: the event's time (a late or redelivered event keeps its own place in the list). */
const occurredAt = (envelope: EventEnvelope): Date => (envelope.occurredAtMs > 0n ? new Date(Number(envelope.occurredAtMs)) : new Date());

/**
 * Stores the notification a fact makes (domain/notifications.ts), in the reaction's transaction with
 * its inbox row: a redelivered event is skipped by the kernel's inbox and makes nothing twice. A
 * visit while the visitor's earlier 'visitor' notification is still unseen moves that one to the top
 * (its time bumped) instead of adding another; the partial unique index holds one per visitor.
 */
async function record(manager: EntityManager, fact: SocialFact, envelope: EventEnvelope): Promise<void> {
  const made = notificationOf(fact);
  if (made) await store(manager, made, envelope);
}

async function store(manager: EntityManager, made: NewNotification, envelope: EventEnvelope): Promise<void> {
  if (made.type === 'visitor') {
    await manager.query(
      `INSERT INTO notifications.notifications (recipient_id, sender_id, type, created_at) VALUES ($1, $2, 'visitor', $3)
       ON CONFLICT (recipient_id, sender_id) WHERE type = 'visitor' AND seen_at IS NULL
       DO UPDATE SET created_at = greatest(notifications.notifications.created_at, EXCLUDED.created_at)`,
      [made.recipientId, made.senderId, occurredAt(envelope)],
    );
    return;
  }
  await manager.query(`INSERT INTO notifications.notifications (recipient_id, sender_id, type, letter_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    made.recipientId,
    made.senderId,
    made.type,
    made.letterId,
    occurredAt(envelope),
  ]);
}

/** A final decision on a man's gift or contact request: told to him (and a delivered gift to her). */
async function recordDecision(
  manager: EntityManager,
  subject: DecisionFact['subject'],
  e: { manId: string; ladyId: string; step: string; status: string; holdExpired: boolean },
  envelope: EventEnvelope,
): Promise<void> {
  const end = heldDecisionEnd(e);
  if (end) await recordEnd(manager, { subject, end, manId: e.manId, ladyId: e.ladyId }, envelope);
}

/** How a man's gift or contact request ended (decided, or expired undecided): told to him, a delivered gift to her too. */
async function recordEnd(manager: EntityManager, fact: DecisionFact, envelope: EventEnvelope): Promise<void> {
  for (const made of decisionNotificationsOf(fact)) await store(manager, made, envelope);
}

/**
 * Notifications (spec sections 3, 4, 7) from mail's LetterSent and profiles' WinkSent,
 * FavoriteAdded, FavoriteInviteSent, FavoriteInviteAccepted, ProfileVisited, GiftDecided and
 * ContactRequestDecided (final decisions: a gift delivered or declined, contacts given or declined),
 * GiftExpired and ContactRequestExpired (nobody decided in time: his credits are back) and MemberReportDecided (a report dismissed or actioned, told to its reporter) through their
 * contract packages; the same events chat-room turns into live toasts. mail's LetterRead settles a
 * letter's e-mail: one read on the site is not e-mailed about.
 */
export function notificationsFromEvents(): Reaction[] {
  return [
    on(LetterSentEvent, (e, envelope, manager) =>
      record(manager, { kind: 'letter', senderId: e.senderId, recipientId: e.recipientId, letterId: e.letterId }, envelope),
    ),
    on(LetterReadEvent, async (e, _envelope, manager) => {
      if (isRecordId(e.letterId) && isRecordId(e.readerId)) await settleReadLetter(manager, e.letterId, e.readerId);
    }),
    on(WinkSentEvent, (e, envelope, manager) => record(manager, { kind: 'wink', senderId: e.senderId, receiverId: e.receiverId }, envelope)),
    on(FavoriteAddedEvent, (e, envelope, manager) =>
      record(manager, { kind: 'favorite-added', memberId: e.memberId, favoriteId: e.favoriteId, mutual: e.mutual, repeated: e.repeated }, envelope),
    ),
    on(FavoriteInviteSentEvent, (e, envelope, manager) =>
      record(manager, { kind: 'invite-sent', inviterId: e.inviterId, invitedId: e.invitedId, repeated: e.repeated }, envelope),
    ),
    on(FavoriteInviteAcceptedEvent, (e, envelope, manager) =>
      record(manager, { kind: 'invite-accepted', inviterId: e.inviterId, invitedId: e.invitedId }, envelope),
    ),
    on(ProfileVisitedEvent, (e, envelope, manager) => record(manager, { kind: 'visit', visitorId: e.visitorId, visitedId: e.visitedId }, envelope)),
    on(GiftDecidedEvent, (e, envelope, manager) => recordDecision(manager, 'gift', e, envelope)),
    on(ContactRequestDecidedEvent, (e, envelope, manager) => recordDecision(manager, 'contacts', e, envelope)),
    on(GiftExpiredEvent, (e, envelope, manager) => recordEnd(manager, { subject: 'gift', end: 'expired', manId: e.manId, ladyId: e.ladyId }, envelope)),
    on(ContactRequestExpiredEvent, (e, envelope, manager) =>
      recordEnd(manager, { subject: 'contacts', end: 'expired', manId: e.manId, ladyId: e.ladyId }, envelope),
    ),
    on(MemberReportDecidedEvent, async (e, envelope, manager) => {
      const made = reportNotificationOf({ reporterId: e.reporterId, reportedId: e.reportedId, status: e.status });
      if (made) await store(manager, made, envelope);
    }),
  ];
}
