import { defineEvent } from '@dating/platform';
import { MemberRegisteredSchema, MemberSettingsChangedSchema, MemberSignedInSchema, PasswordChangedSchema } from '@dating/proto/identity/v1/events_pb';

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

/** A member saved settings; carries every flag after the change ('on' | 'off'). */
export const MemberSettingsChangedEvent = defineEvent({
  type: 'identity.v1.MemberSettingsChanged',
  version: 1,
  topic: IDENTITY_MEMBERS_TOPIC,
  schema: MemberSettingsChangedSchema,
});

export const IDENTITY_EVENTS = [MemberRegisteredEvent, MemberSignedInEvent, PasswordChangedEvent, MemberSettingsChangedEvent] as const;
