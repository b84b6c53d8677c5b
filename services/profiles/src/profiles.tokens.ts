/** Dependency-injection tokens of the profiles service. */

/** The profiles database: the kernel's ServiceDb (SQL, transactions that publish to the outbox). */
export const PROFILES_DB = Symbol('PROFILES_DB');

/** The Postgres schema profiles owns; no other service reads it. */
export const PROFILES_SCHEMA = 'profiles';

/** profiles' service name: its Kafka client id and the issuer of its service tokens. */
export const PROFILES_SERVICE_NAME = 'profiles';
