import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';

/**
 * A lady's dispatches follow her agency (identity's MemberAgencyChanged, an admin moving her in the
 * back office), decided or not, as profiles moves her media, contact requests and gifts: an agency
 * moderator sees only her agency's ladies, so the agency she left neither reads nor decides them
 * any more, and a proposal awaiting approval is the new agency's to decide (with no agency, the
 * site moderators'). Idempotent: an update to a value.
 */
export function agencyWhenMemberAgencyChanged(): Reaction {
  return on(MemberAgencyChangedEvent, async (event, _envelope, manager) => {
    if (!isRecordId(event.memberId)) return;
    await manager.query(`UPDATE mail.dispatches SET agency_id = $2 WHERE lady_id = $1 AND agency_id IS DISTINCT FROM $2`, [
      event.memberId,
      event.agencyId || null,
    ]);
  });
}
