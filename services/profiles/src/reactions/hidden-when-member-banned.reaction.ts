import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';

/**
 * A banned member leaves every other member's view until the ban is lifted (identity's
 * MemberBanned and MemberUnbanned, in order per member): out of the search, the short lists and
 * the social lists, and her profile, media and every action addressed to her (a wink, a gift, a
 * contact request, a private photo bought) answer not found. Her sessions ended with the ban, so
 * she is offline from it. Idempotent: sets a value.
 */
export function hiddenWhenMemberBanned(): Reaction[] {
  return [
    on(MemberBannedEvent, async (event, envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      const at = new Date(Number(event.bannedAtMs || envelope.occurredAtMs));
      await manager.query(`UPDATE profiles.profiles SET banned_at = $2, online_until = least(online_until, $2) WHERE member_id = $1`, [event.memberId, at]);
    }),
    on(MemberUnbannedEvent, async (event, _envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      await manager.query(`UPDATE profiles.profiles SET banned_at = NULL WHERE member_id = $1`, [event.memberId]);
    }),
  ];
}
