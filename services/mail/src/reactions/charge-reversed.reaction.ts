import { appendToOutbox, encodeEvent, on, type Reaction } from '@dating/platform';
import { BillingEvents } from '@dating/billing-ledger/contracts';
import { LetterPaymentReversedEvent } from '../contracts/mail-events.js';
import { MAIL_SCHEMA } from '../mail.tokens.js';

/**
 * Finance reversed a charge (billing's ChargeReversed): a letter it paid for is no longer paid. Its
 * recipient sees no text and opening or answering it answers 13434 'Letter not paid'. Other
 * services' charges match no letter and change nothing.
 */
export function unpayLetterWhenChargeReversed(): Reaction {
  return on(BillingEvents.ChargeReversed, async (event, _envelope, manager) => {
    if (!event.chargeId) return;
    const rows: { id: string; sender_id: string }[] = await manager.query(
      // A CTE, so the driver answers rows (an UPDATE ... RETURNING answers [rows, count]).
      `WITH u AS (UPDATE mail.letters SET payment = 'reversed' WHERE charge_id = $1 AND payment = 'charged' RETURNING id, sender_id) SELECT id::text, sender_id::text FROM u`,
      [event.chargeId],
    );
    if (!rows.length) return;
    await appendToOutbox(
      manager,
      MAIL_SCHEMA,
      rows.map((r) =>
        encodeEvent(
          LetterPaymentReversedEvent,
          { letterId: r.id, senderId: r.sender_id, chargeId: event.chargeId },
          { streamId: r.sender_id, actor: 'system:mail' },
        ),
      ),
    );
  });
}
