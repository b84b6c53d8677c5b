import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';

/**
 * mail's copy of a member's ban (identity's MemberBanned and MemberUnbanned, in order per member):
 * a letter or reply to a banned member is refused as to no one (10005) before anything is charged,
 * letter/avaible-to-write says so, and a dispatch skips a banned man. Idempotent: sets a value.
 */
export function banWhenMemberBanned(): Reaction[] {
  return [
    on(MemberBannedEvent, async (event, envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      const at = new Date(Number(event.bannedAtMs || envelope.occurredAtMs));
      await manager.query(`UPDATE mail.members SET banned_at = $2, updated_at = now() WHERE member_id = $1`, [event.memberId, at]);
    }),
    on(MemberUnbannedEvent, async (event, _envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      await manager.query(`UPDATE mail.members SET banned_at = NULL, updated_at = now() WHERE member_id = $1`, [event.memberId]);
    }),
  ];
}
