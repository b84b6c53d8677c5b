/** Dependency-injection tokens of the notifications service. */

/** The notifications database: the kernel's ServiceDb (SQL, transactions, the inbox of its reactions). */
export const NOTIFICATIONS_DB = Symbol('NOTIFICATIONS_DB');

/** The Postgres schema notifications owns; no other service reads it. */
export const NOTIFICATIONS_SCHEMA = 'notifications';

/** notifications' service name: its Kafka client id and the issuer of its service tokens. */
export const NOTIFICATIONS_SERVICE_NAME = 'notifications';
