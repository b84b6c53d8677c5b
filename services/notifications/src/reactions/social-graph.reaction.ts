import { isRecordId, on, type Reaction } from '@dating/platform';
import { FavoriteAddedEvent, FavoriteRemovedEvent, MemberBlockedEvent, MemberUnblockedEvent } from '@dating/profiles/contracts';

/**
 * notifications' copy of profiles' favorites and blocks, what the lists filter by. Each FavoriteAdded
 * is one direction (member → favorite): an accepted invite publishes two, mutual, so both directions
 * exist; FavoriteRemoved takes one direction away. The events of one direction share their key (the
 * favorite, or the blocked member), so they arrive in order. Idempotent: upserts and deletes.
 */
export function socialGraphFromProfiles(): Reaction[] {
  return [
    on(FavoriteAddedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.memberId) || !isRecordId(e.favoriteId)) return;
      await manager.query(`INSERT INTO notifications.favorites (member_id, favorite_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [e.memberId, e.favoriteId]);
    }),
    on(FavoriteRemovedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.memberId) || !isRecordId(e.favoriteId)) return;
      await manager.query(`DELETE FROM notifications.favorites WHERE member_id = $1 AND favorite_id = $2`, [e.memberId, e.favoriteId]);
    }),
    on(MemberBlockedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.blockerId) || !isRecordId(e.blockedId)) return;
      await manager.query(`INSERT INTO notifications.blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [e.blockerId, e.blockedId]);
    }),
    on(MemberUnblockedEvent, async (e, _envelope, manager) => {
      if (!isRecordId(e.blockerId) || !isRecordId(e.blockedId)) return;
      await manager.query(`DELETE FROM notifications.blocks WHERE blocker_id = $1 AND blocked_id = $2`, [e.blockerId, e.blockedId]);
    }),
  ];
}
