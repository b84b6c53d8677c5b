import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';

/**
 * notifications' copy of identity's bans (in order per member): what a banned member did stays
 * stored, and is left out of every other member's notifications, news, counts and e-mails while
 * the ban lasts (infrastructure/visibility.ts). Idempotent: an upsert and a delete.
 */
export function bansFromIdentity(): Reaction[] {
  return [
    on(MemberBannedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.memberId)) return;
      await manager.query(`INSERT INTO notifications.banned_members (member_id) VALUES ($1) ON CONFLICT DO NOTHING`, [e.memberId]);
    }),
    on(MemberUnbannedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.memberId)) return;
      await manager.query(`DELETE FROM notifications.banned_members WHERE member_id = $1`, [e.memberId]);
    }),
  ];
}
