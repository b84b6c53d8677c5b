import { defineEvent } from '@dating/platform';
import { ChatSessionEndedSchema, MemberWentOfflineSchema, MemberWentOnlineSchema } from '@dating/proto/chat/v1/events_pb';

/** Kafka topic of presence; keyed by the member id, so one member's online/offline stay in order. */
export const CHAT_PRESENCE_TOPIC = 'chat-room.presence.v1';

/** Kafka topic of billed chat sessions; keyed by the session id. */
export const CHAT_SESSIONS_TOPIC = 'chat-room.sessions.v1';

/** The member's first chat socket connected (none was open on any process). */
export const MemberWentOnlineEvent = defineEvent({ type: 'chat.v1.MemberWentOnline', version: 1, topic: CHAT_PRESENCE_TOPIC, schema: MemberWentOnlineSchema });

/** The member's last chat socket closed, or the process holding it died and was swept. */
export const MemberWentOfflineEvent = defineEvent({
  type: 'chat.v1.MemberWentOffline',
  version: 1,
  topic: CHAT_PRESENCE_TOPIC,
  schema: MemberWentOfflineSchema,
});

/** A billed chat session ended (minutes, credits, why). */
export const ChatSessionEndedEvent = defineEvent({ type: 'chat.v1.ChatSessionEnded', version: 1, topic: CHAT_SESSIONS_TOPIC, schema: ChatSessionEndedSchema });

export const CHAT_EVENTS = [MemberWentOnlineEvent, MemberWentOfflineEvent, ChatSessionEndedEvent] as const;
