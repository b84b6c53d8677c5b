/** Dependency-injection tokens of the chat-room service. */

/** The chat-room database: the kernel's ServiceDb. */
export const CHAT_DB = Symbol('CHAT_DB');

/** The Postgres schema chat-room owns; no other service reads it. */
export const CHAT_SCHEMA = 'chat_room';

/** chat-room's service name: its Kafka client id and the issuer of its service tokens. */
export const CHAT_SERVICE_NAME = 'chat-room';
