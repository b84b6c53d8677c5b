/** Dependency-injection tokens of the identity service. */

/** The identity database (a platform `ServiceDatabase`: data source, schema, outbox relay). */
export const IDENTITY_DB = Symbol('IDENTITY_DB');

/** The Postgres schema identity owns; no other service reads it. */
export const IDENTITY_SCHEMA = 'identity';
