import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';

/**
 * A woman's agency follows identity (an admin assigns it in the back office): her profile carries
 * it, and her media, contact requests and gifts still waiting for the agency's step move to the new
 * agency's queue (or, with no agency, straight to the site moderators). Decisions already taken
 * stay with who took them.
 */
export function agencyWhenMemberAgencyChanged(): Reaction {
  return on(MemberAgencyChangedEvent, async (event, _envelope, manager) => {
    if (!isRecordId(event.memberId)) return;
    const agencyId = event.agencyId || null;
    await manager.query(`UPDATE profiles.profiles SET agency_id = $2 WHERE member_id = $1 AND user_type = 'woman'`, [event.memberId, agencyId]);
    for (const table of ['photos', 'videos'])
      await manager.query(`UPDATE profiles.${table} SET agency_id = $2 WHERE member_id = $1 AND state = 'pending' AND agency_decision IS NULL`, [
        event.memberId,
        agencyId,
      ]);
    for (const table of ['contact_requests', 'gift_sends'])
      await manager.query(`UPDATE profiles.${table} SET agency_id = $2 WHERE lady_id = $1 AND status = 'process' AND settling IS NULL`, [
        event.memberId,
        agencyId,
      ]);
  });
}
