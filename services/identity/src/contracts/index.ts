/**
 * identity's contract package (`@dating/identity/contracts`): what other services may import from
 * identity without hosting it — its integration events, and the session check over gRPC with the
 * verifier built on it. Nothing here pulls in identity's module, tables or cache, and nothing else
 * of identity is theirs to import (see the boundaries rule in eslint.config.js).
 */
export * from './identity-events.js';
export * from './session-service.js';
export * from './bench-sessions.js';
