import { defineEvent, isRecordId, on, type Reaction } from '@dating/platform';
import { ProfileNameChangedSchema } from '@dating/proto/profiles/v1/events_pb';

/**
 * profiles' ProfileNameChanged, by its wire contract (proto/profiles/v1 and its type string):
 * identity cannot import profiles' package, which already depends on identity's contracts.
 */
const ProfileNameChanged = defineEvent({ type: 'profiles.v1.ProfileNameChanged', version: 1, topic: 'profiles.profiles.v1', schema: ProfileNameChangedSchema });

export const PROFILE_NAME_CONSUMER = 'identity.profile-names';

/**
 * A member renames herself on her profile (profile/update/main-info, which checks the name rules):
 * identity's member record follows, so the back office, the sign-in answer and e-mails use the
 * name the member chose. Events of one member arrive in order (keyed by member id); the last wins.
 */
export const nameWhenProfileNameChanged: Reaction = on(ProfileNameChanged, async (event, _envelope, manager) => {
  if (!isRecordId(event.memberId) || !event.name.trim()) return;
  await manager.query(`UPDATE identity.members SET name = $2, updated_at = now() WHERE id = $1 AND name IS DISTINCT FROM $2`, [
    event.memberId,
    event.name.slice(0, 100),
  ]);
});
