import { defineEvent } from '@dating/platform';
import {
  DispatchApprovedSchema,
  DispatchCreatedSchema,
  DispatchProposedSchema,
  DispatchRejectedSchema,
  LetterFlaggedSchema,
  LetterPaymentReversedSchema,
  LetterReadSchema,
  LetterSentSchema,
} from '@dating/proto/mail/v1/events_pb';

/** Topic of letters' lifecycle, keyed by the recipient's member id (one inbox stays in order). */
export const LETTERS_TOPIC = 'mail.letters.v1';
/** Topic of the anti-scam flags, keyed by the sender. */
export const LETTER_FLAGS_TOPIC = 'mail.flags.v1';
/** Topic of dispatches, keyed by the lady. */
export const DISPATCHES_TOPIC = 'mail.dispatches.v1';

/** A letter was delivered (a man's only after its charge was confirmed): the notifications' "mail". */
export const LetterSentEvent = defineEvent({ type: 'mail.v1.LetterSent', version: 1, topic: LETTERS_TOPIC, schema: LetterSentSchema });

/** The recipient opened a letter. */
export const LetterReadEvent = defineEvent({ type: 'mail.v1.LetterRead', version: 1, topic: LETTERS_TOPIC, schema: LetterReadSchema });

/** Finance reversed a letter's charge (billing's ChargeReversed): the letter reads as not paid (13434). */
export const LetterPaymentReversedEvent = defineEvent({
  type: 'mail.v1.LetterPaymentReversed',
  version: 1,
  topic: LETTERS_TOPIC,
  schema: LetterPaymentReversedSchema,
});

/** The anti-scam check flagged a letter for the moderators. */
export const LetterFlaggedEvent = defineEvent({ type: 'mail.v1.LetterFlagged', version: 1, topic: LETTER_FLAGS_TOPIC, schema: LetterFlaggedSchema });

/** A moderator queued a lady's dispatch (mass mailing). */
export const DispatchCreatedEvent = defineEvent({ type: 'mail.v1.DispatchCreated', version: 1, topic: DISPATCHES_TOPIC, schema: DispatchCreatedSchema });

/** A lady proposed a dispatch on the member site; nothing is sent before a moderator approves it. */
export const DispatchProposedEvent = defineEvent({ type: 'mail.v1.DispatchProposed', version: 1, topic: DISPATCHES_TOPIC, schema: DispatchProposedSchema });

/** A moderator approved a proposed dispatch: the dispatch job sends it from now on. */
export const DispatchApprovedEvent = defineEvent({ type: 'mail.v1.DispatchApproved', version: 1, topic: DISPATCHES_TOPIC, schema: DispatchApprovedSchema });

/** A moderator rejected a proposed dispatch (with the reason the lady reads); nothing is sent. */
export const DispatchRejectedEvent = defineEvent({ type: 'mail.v1.DispatchRejected', version: 1, topic: DISPATCHES_TOPIC, schema: DispatchRejectedSchema });

export const MAIL_EVENTS = [
  LetterSentEvent,
  LetterReadEvent,
  LetterPaymentReversedEvent,
  LetterFlaggedEvent,
  DispatchCreatedEvent,
  DispatchProposedEvent,
  DispatchApprovedEvent,
  DispatchRejectedEvent,
] as const;
