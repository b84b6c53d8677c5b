import type { Reaction } from '@dating/platform';
import { defineEvent, on, sqlOf } from '@dating/platform';
import { ChatSessionEndedEvent } from '@dating/chat-room/contracts';
import { LetterPaymentReversedSchema, LetterSentSchema } from '@dating/proto/mail/v1/events_pb';
import { addContactProgress, countContactLetter, uncountContactLetter } from '../infrastructure/contact-requests.js';

/**
 * mail's letter events by their proto contracts (wire name, topic, schema): mail depends on
 * profiles, so profiles reads mail's events by the proto, as chat-room does.
 */
const LetterSentContract = defineEvent({ type: 'mail.v1.LetterSent', version: 1, topic: 'mail.letters.v1', schema: LetterSentSchema });
const LetterPaymentReversedContract = defineEvent({
  type: 'mail.v1.LetterPaymentReversed',
  version: 1,
  topic: 'mail.letters.v1',
  schema: LetterPaymentReversedSchema,
});

/**
 * Her contacts unlock once he has talked with her enough (spec section 4): each ended chat adds its
 * billed minutes, each letter he paid for adds one (a letter of hers, which has no charge, counts
 * nothing; a dispatch is hers) until finance reverses its charge. Each event is applied once (the inbox).
 */
export function contactProgressWhenPairTalked(): Reaction[] {
  return [
    on(ChatSessionEndedEvent, async (event, _envelope, manager) => {
      if (event.minutes > 0) await addContactProgress(sqlOf(manager), event.manId, event.womanId, { chatMinutes: event.minutes });
    }),
    on(LetterSentContract, async (event, _envelope, manager) => {
      if (event.chargeId) await countContactLetter(sqlOf(manager), event.letterId, event.senderId, event.recipientId);
    }),
    on(LetterPaymentReversedContract, async (event, _envelope, manager) => {
      await uncountContactLetter(sqlOf(manager), event.letterId);
    }),
  ];
}
