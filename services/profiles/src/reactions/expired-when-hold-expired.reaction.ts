import { on, type Reaction } from '@dating/platform';
import { BillingEvents } from '@dating/billing-ledger/contracts';

/** The tables whose rows hold a man's credits while moderators decide (held-moderation.ts). */
const HELD_TABLES = ['profiles.gift_sends', 'profiles.contact_requests'] as const;

/**
 * Billing expired a hold (its HoldExpired: no capture or release within the hold's 30 days, the
 * credits are back on his balance). A gift or a contact request of his still waiting for a
 * moderator on that hold records it (`hold_expired_at`): he reads his credits as returned, and
 * the moderators can only reject it (the rejection then asks billing for nothing). Idempotent:
 * the inbox drops a redelivered event, and a row already marked, decided ('accept', 'reject') or
 * holding nothing is left as it is; other services' holds match no row.
 */
export function expiredWhenHoldExpired(): Reaction {
  return on(BillingEvents.HoldExpired, async (event, envelope, manager) => {
    if (!event.holdId) return;
    const at = new Date(Number(envelope.occurredAtMs) || Date.now());
    for (const table of HELD_TABLES) {
      // man_id compared as text: an account that is not a member's number matches nothing instead of failing the event.
      await manager.query(
        `UPDATE ${table} SET hold_expired_at = $3
         WHERE hold_id = $1 AND man_id::text = $2 AND status IN ('process', 'verification') AND hold_expired_at IS NULL`,
        [event.holdId, event.accountId, at],
      );
    }
  });
}
