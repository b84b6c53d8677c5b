/** Dependency-injection tokens of the identity service. */

/** The identity database: the kernel's ServiceDb (SQL, transactions that publish to the outbox). */
export const IDENTITY_DB = Symbol('IDENTITY_DB');

/** The Postgres schema identity owns; no other service reads it. */
export const IDENTITY_SCHEMA = 'identity';
