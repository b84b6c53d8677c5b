/**
 * What other services use of identity without hosting it (`@dating/identity/contracts`): the
 * session check over gRPC and the verifier built on it, and identity's integration events.
 * Nothing here pulls in identity's module, tables or cache.
 */
export * from './identity-events.js';
export * from './session-service.js';
