import { defineEvent } from '@dating/platform';
import {
  PhotoAcceptedSchema,
  VideoAcceptedSchema,
  VideoRejectedSchema,
  PhotoRejectedSchema,
  ProfileNameChangedSchema,
  ProfileAvatarChangedSchema,
  ProfileOpenedSchema,
  ProfileVisitedSchema,
} from '@dating/proto/profiles/v1/events_pb';

/** Kafka topic of profile lifecycle events; keyed by the profile's member id. */
export const PROFILES_TOPIC = 'profiles.profiles.v1';

/** Kafka topic of visits; keyed by the visited member's id (one lady's visitors stay in order). */
export const PROFILE_VISITS_TOPIC = 'profiles.visits.v1';

/** A member's profile opened (from identity's MemberRegistered). */
export const ProfileOpenedEvent = defineEvent({ type: 'profiles.v1.ProfileOpened', version: 1, topic: PROFILES_TOPIC, schema: ProfileOpenedSchema });

/** A member changed their name on the profile (profile/update/main-info); identity and others follow it. */
export const ProfileNameChangedEvent = defineEvent({
  type: 'profiles.v1.ProfileNameChanged',
  version: 1,
  topic: PROFILES_TOPIC,
  schema: ProfileNameChangedSchema,
});

/** A member's avatar was set or dropped; the chat's member cards follow it. */
export const ProfileAvatarChangedEvent = defineEvent({
  type: 'profiles.v1.ProfileAvatarChanged',
  version: 1,
  topic: PROFILES_TOPIC,
  schema: ProfileAvatarChangedSchema,
});

/** A member opened another's profile (profile/load): the visitors list and the visitor notification. */
export const ProfileVisitedEvent = defineEvent({
  type: 'profiles.v1.ProfileVisited',
  version: 1,
  topic: PROFILE_VISITS_TOPIC,
  schema: ProfileVisitedSchema,
});

/** A moderator's final decision accepted a photo (keyed by its owner): the member learns it is shown. */
export const PhotoAcceptedEvent = defineEvent({ type: 'profiles.v1.PhotoAccepted', version: 1, topic: PROFILES_TOPIC, schema: PhotoAcceptedSchema });

/** A photo was rejected by the agency or the site moderator, with the reason (keyed by its owner). */
export const PhotoRejectedEvent = defineEvent({ type: 'profiles.v1.PhotoRejected', version: 1, topic: PROFILES_TOPIC, schema: PhotoRejectedSchema });

/** A moderator's final decision accepted a video (keyed by its owner). */
export const VideoAcceptedEvent = defineEvent({ type: 'profiles.v1.VideoAccepted', version: 1, topic: PROFILES_TOPIC, schema: VideoAcceptedSchema });

/** A video was rejected, with the reason (keyed by its owner). */
export const VideoRejectedEvent = defineEvent({ type: 'profiles.v1.VideoRejected', version: 1, topic: PROFILES_TOPIC, schema: VideoRejectedSchema });

export const PROFILES_EVENTS = [
  ProfileOpenedEvent,
  ProfileNameChangedEvent,
  ProfileAvatarChangedEvent,
  ProfileVisitedEvent,
  PhotoAcceptedEvent,
  PhotoRejectedEvent,
  VideoAcceptedEvent,
  VideoRejectedEvent,
] as const;
