/** Dependency-injection tokens of the mail service. */

/** The mail database: the kernel's ServiceDb (SQL, transactions that publish to the outbox). */
export const MAIL_DB = Symbol('MAIL_DB');

/** The Postgres schema mail owns; no other service reads it. */
export const MAIL_SCHEMA = 'mail';

/** mail's service name: its Kafka client id and the issuer of its service tokens. */
export const MAIL_SERVICE_NAME = 'mail';

/** The dispatch pace and the anti-scam thresholds (tests shorten them). */
export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');
