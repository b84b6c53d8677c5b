import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';

/**
 * A woman's agency follows identity (an admin assigns it in the back office): her profile carries
 * it, and so does everything of hers a moderator sees: her photos and videos, and the contact
 * requests and gifts sent to her, decided or not. An agency moderator sees only her agency's
 * ladies, so the agency she left reads none of it any more, and her new agency reads all of it
 * (who decided what stays in each record's decided-by columns and in the audit log). What still
 * waits for the agency's step is now the new agency's to decide (with no agency, the site
 * moderators'). A request or gift whose decision is moving his credits at this moment (`settling`)
 * is left to that decision, which writes her agency of the moment when it completes (HeldDecisions):
 * moved now, it would wait at another step than its claim's and could never complete. Idempotent:
 * updates to a value.
 */
export function agencyWhenMemberAgencyChanged(): Reaction {
  return on(MemberAgencyChangedEvent, async (event, _envelope, manager) => {
    if (!isRecordId(event.memberId)) return;
    const agencyId = event.agencyId || null;
    await manager.query(`UPDATE profiles.profiles SET agency_id = $2 WHERE member_id = $1 AND user_type = 'woman'`, [event.memberId, agencyId]);
    for (const table of ['photos', 'videos'])
      await manager.query(`UPDATE profiles.${table} SET agency_id = $2 WHERE member_id = $1 AND agency_id IS DISTINCT FROM $2`, [event.memberId, agencyId]);
    for (const table of ['contact_requests', 'gift_sends'])
      await manager.query(`UPDATE profiles.${table} SET agency_id = $2 WHERE lady_id = $1 AND settling IS NULL AND agency_id IS DISTINCT FROM $2`, [
        event.memberId,
        agencyId,
      ]);
  });
}
