import { isRecordId, on, type Reaction } from '@dating/platform';
import { MemberSignedInEvent } from '@dating/identity/contracts';
import { onlineAfterActivity } from '../domain/presence.js';

/** Signing in is activity: the member counts as online from it (as after any request of theirs). */
export function activityWhenMemberSignedIn(): Reaction {
  return on(MemberSignedInEvent, async (event, envelope, manager) => {
    if (!isRecordId(event.memberId)) return;
    const at = new Date(Number(envelope.occurredAtMs));
    await manager.query(
      `UPDATE profiles.profiles SET last_active_at = greatest(coalesce(last_active_at, '-infinity'), $2), online_until = greatest(online_until, $3)
       WHERE member_id = $1`,
      [event.memberId, at, onlineAfterActivity(at)],
    );
  });
}
