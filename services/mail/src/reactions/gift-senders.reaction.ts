import { isRecordId, on, type Reaction } from '@dating/platform';
import { GiftDecidedEvent } from '@dating/profiles/contracts';

/**
 * A gift delivered to a lady (profiles' GiftDecided, the site's accept) lets her write to its
 * sender, her thank-you letter, though he never wrote to her. Idempotent: one row per pair.
 */
export function giftSendersFromProfiles(): Reaction {
  return on(GiftDecidedEvent, async (event, envelope, manager) => {
    if (event.step !== 'site' || event.status !== 'accept' || !isRecordId(event.ladyId) || !isRecordId(event.manId)) return;
    const at = event.decidedAtMs > 0n ? new Date(Number(event.decidedAtMs)) : new Date(Number(envelope.occurredAtMs));
    await manager.query(`INSERT INTO mail.gift_senders (lady_id, man_id, delivered_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      event.ladyId,
      event.manId,
      at,
    ]);
  });
}
