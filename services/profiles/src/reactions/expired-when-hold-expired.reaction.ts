import { appendToOutbox, changedRows, encodeEvent, on, type Reaction } from '@dating/platform';
import { BillingEvents } from '@dating/billing-ledger/contracts';
import { ContactRequestExpiredEvent, GiftExpiredEvent } from '../contracts/social-events.js';
import { PROFILES_SCHEMA } from '../profiles.tokens.js';

interface ExpiredRow {
  id: string;
  man_id: string;
  lady_id: string;
  credits: string;
}

/** What both expiry events say of a marked row (the man, the lady, the credits back, when), and their envelope: keyed by him. */
const told = (r: ExpiredRow, at: Date) => ({ manId: r.man_id, ladyId: r.lady_id, credits: BigInt(r.credits), expiredAtMs: BigInt(at.getTime()) });
const meta = (r: ExpiredRow, at: Date) => ({ streamId: r.man_id, actor: 'system:profiles', occurredAt: at });

/** The tables whose rows hold a man's credits while moderators decide (held-moderation.ts), each with the event that tells of its expiry. */
const HELD_TABLES = [
  {
    table: 'profiles.gift_sends',
    credits: 'price + delivery_price',
    expired: (r: ExpiredRow, at: Date) => encodeEvent(GiftExpiredEvent, { giftSendId: r.id, ...told(r, at) }, meta(r, at)),
  },
  {
    table: 'profiles.contact_requests',
    credits: 'price',
    expired: (r: ExpiredRow, at: Date) => encodeEvent(ContactRequestExpiredEvent, { requestId: r.id, ...told(r, at) }, meta(r, at)),
  },
] as const;

/**
 * Billing expired a hold (its HoldExpired: no capture or release within the hold's 30 days, the
 * credits are back on his balance). A gift or a contact request of his still waiting for a
 * moderator on that hold records it (`hold_expired_at`): he reads his credits as returned, and
 * the moderators can only reject it (the rejection then asks billing for nothing). The row marked
 * publishes GiftExpired or ContactRequestExpired in the same transaction, so he is told (a
 * notification, a live toast) exactly once. Idempotent: the inbox drops a redelivered event, and a
 * row already marked, decided ('accept', 'reject') or holding nothing is left as it is (and tells
 * nothing again); other services' holds match no row.
 */
export function expiredWhenHoldExpired(): Reaction {
  return on(BillingEvents.HoldExpired, async (event, envelope, manager) => {
    if (!event.holdId) return;
    const at = new Date(Number(envelope.occurredAtMs) || Date.now());
    for (const held of HELD_TABLES) {
      // man_id compared as text: an account that is not a member's number matches nothing instead of failing the event.
      const marked: ExpiredRow[] = await manager.query(
        changedRows(`UPDATE ${held.table} SET hold_expired_at = $3
         WHERE hold_id = $1 AND man_id::text = $2 AND status IN ('process', 'verification') AND hold_expired_at IS NULL
         RETURNING id::text AS id, man_id::text AS man_id, lady_id::text AS lady_id, (${held.credits})::text AS credits`),
        [event.holdId, event.accountId, at],
      );
      if (marked.length)
        await appendToOutbox(
          manager,
          PROFILES_SCHEMA,
          marked.map((row) => held.expired(row, at)),
        );
    }
  });
}
