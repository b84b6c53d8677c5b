import { defineEvent } from '@dating/platform';
import { MemberRegisteredSchema } from '@dating/proto/identity/v1/events_pb';

/** Events of other services that the ledger reacts to (their contracts live in proto/). */
export const MemberRegistered = defineEvent({ type: 'identity.v1.MemberRegistered', version: 1, topic: 'identity.members.v1', schema: MemberRegisteredSchema });
