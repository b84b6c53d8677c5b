/**
 * identity's contract package (`@dating/identity/contracts`): what other services may import from
 * identity. Nothing else of identity is theirs to import (see the boundaries rule in eslint.config.js).
 */
export * from './identity-events.js';
