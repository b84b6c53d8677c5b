import { defineEvent } from '@dating/platform';
import {
  MemberAgencyChangedSchema,
  MemberBannedSchema,
  MemberEmailRequestedSchema,
  MemberRegisteredSchema,
  MemberSessionsEndedSchema,
  MemberSettingsChangedSchema,
  MemberSignedInSchema,
  MemberUnbannedSchema,
  SiteSettingChangedSchema,
  PasswordChangedSchema,
} from '@dating/proto/identity/v1/events_pb';

/** Kafka topic of member lifecycle events; every event is keyed by the member id. */
export const IDENTITY_MEMBERS_TOPIC = 'identity.members.v1';

/** A member signed up (billing opens a credit account for a man from it). */
export const MemberRegisteredEvent = defineEvent({
  type: 'identity.v1.MemberRegistered',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: MemberRegisteredSchema,
});

/** A member opened a session (sign-in, or the automatic sign-in after registration). */
export const MemberSignedInEvent = defineEvent({ type: 'identity.v1.MemberSignedIn', version: 1, topic: IDENTITY_MEMBERS_TOPIC, schema: MemberSignedInSchema });

/** A member's password changed: `via` is "settings" (signed-in change) or "reset" (e-mailed token). */
export const PasswordChangedEvent = defineEvent({
  type: 'identity.v1.PasswordChanged',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: PasswordChangedSchema,
});

/** Sessions of a member ended without a ban (sign-out, password change or reset): `sessionIds` and `reason`. */
export const MemberSessionsEndedEvent = defineEvent({
  type: 'identity.v1.MemberSessionsEnded',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: MemberSessionsEndedSchema,
});

/** A member saved settings; carries every flag after the change ('on' | 'off'). */
export const MemberSettingsChangedEvent = defineEvent({
  type: 'identity.v1.MemberSettingsChanged',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: MemberSettingsChangedSchema,
});

/** A moderator banned a member (with a reason); every session of the member ended with it. */
export const MemberBannedEvent = defineEvent({ type: 'identity.v1.MemberBanned', version: 1, topic: IDENTITY_MEMBERS_TOPIC, schema: MemberBannedSchema });

/** A moderator lifted a member's ban. */
export const MemberUnbannedEvent = defineEvent({ type: 'identity.v1.MemberUnbanned', version: 1, topic: IDENTITY_MEMBERS_TOPIC, schema: MemberUnbannedSchema });

/** An admin assigned a woman to an agency, or took her out of one (`agencyId` empty). */
export const MemberAgencyChangedEvent = defineEvent({
  type: 'identity.v1.MemberAgencyChanged',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: MemberAgencyChangedSchema,
});

/** Kafka topic of site setting changes; keyed by the setting's key. */
export const IDENTITY_SITE_SETTINGS_TOPIC = 'identity.site-settings.v1';

/** An admin changed a site setting: `valueJson` is the new value. */
export const SiteSettingChangedEvent = defineEvent({
  type: 'identity.v1.SiteSettingChanged',
  version: 1,
  topic: IDENTITY_SITE_SETTINGS_TOPIC,
  schema: SiteSettingChangedSchema,
});

/** Kafka topic of e-mails other services ask identity to send a member; keyed by the recipient. */
export const IDENTITY_MEMBER_EMAIL_TOPIC = 'identity.member-email.v1';

/**
 * Another service asks identity to e-mail a member (notifications' digests). Published by the
 * asking service's outbox, consumed by identity, which alone holds the address and the settings.
 */
export const MemberEmailRequestedEvent = defineEvent({
  type: 'identity.v1.MemberEmailRequested',
  version: 1,
  topic: IDENTITY_MEMBER_EMAIL_TOPIC,
  schema: MemberEmailRequestedSchema,
});

export const IDENTITY_EVENTS = [
  MemberRegisteredEvent,
  MemberSignedInEvent,
  PasswordChangedEvent,
  MemberSessionsEndedEvent,
  MemberSettingsChangedEvent,
  MemberBannedEvent,
  MemberUnbannedEvent,
  MemberAgencyChangedEvent,
  SiteSettingChangedEvent,
  MemberEmailRequestedEvent,
] as const;
