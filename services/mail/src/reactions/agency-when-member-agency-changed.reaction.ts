import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';

/**
 * A lady's dispatch proposals still awaiting approval follow her agency (identity's
 * MemberAgencyChanged, an admin moving her in the back office): they move to the new agency's
 * moderators (with no agency, to the site moderators only), so the agency she left can neither read
 * nor decide them any more, as profiles moves her waiting media, contact requests and gifts.
 * Dispatches already decided stay with the agency that decided them. Idempotent: an update.
 */
export function agencyWhenMemberAgencyChanged(): Reaction {
  return on(MemberAgencyChangedEvent, async (event, _envelope, manager) => {
    if (!isRecordId(event.memberId)) return;
    await manager.query(`UPDATE mail.dispatches SET agency_id = $2 WHERE lady_id = $1 AND state = 'awaiting_approval'`, [
      event.memberId,
      event.agencyId || null,
    ]);
  });
}
