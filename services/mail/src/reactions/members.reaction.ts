import { isRecordId, on, type Reaction } from '@dating/platform';
import { ProfileNameChangedEvent, ProfileOpenedEvent } from '@dating/profiles/contracts';

/**
 * mail's copy of who is a man or a woman, and their name (the letters' rules and the dialogs' name
 * search), from profiles' ProfileOpened and ProfileNameChanged. Idempotent: an upsert.
 */
export function membersFromProfiles(): Reaction[] {
  return [
    on(ProfileOpenedEvent, async (event, _envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      await manager.query(
        `INSERT INTO mail.members (member_id, user_type, name) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET user_type = EXCLUDED.user_type`,
        [event.memberId, event.userType === 'woman' ? 'woman' : 'man', event.name],
      );
    }),
    on(ProfileNameChangedEvent, async (event, _envelope, manager) => {
      if (!isRecordId(event.memberId)) return;
      await manager.query(`UPDATE mail.members SET name = $2, updated_at = now() WHERE member_id = $1`, [event.memberId, event.name]);
    }),
  ];
}
