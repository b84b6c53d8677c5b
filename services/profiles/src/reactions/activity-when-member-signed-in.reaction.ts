import { on, type Reaction } from '@dating/platform';
import { MemberSignedInEvent } from '@dating/identity/contracts';

/** Signing in is activity: the member counts as online from it (until chat reports connections). */
export function activityWhenMemberSignedIn(): Reaction {
  return on(MemberSignedInEvent, async (event, envelope, manager) => {
    if (!/^\d{1,18}$/.test(event.memberId)) return;
    await manager.query(`UPDATE profiles.profiles SET last_active_at = greatest(coalesce(last_active_at, '-infinity'), $2) WHERE member_id = $1`, [
      event.memberId,
      new Date(Number(envelope.occurredAtMs)),
    ]);
  });
}
