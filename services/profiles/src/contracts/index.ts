/**
 * profiles' contract package (`@dating/profiles/contracts`): what other services may import from
 * profiles without hosting it — its integration events and the presence port that the chat
 * service will feed. Nothing here pulls in profiles' module or tables.
 */
export * from './profiles-events.js';
export * from './presence.port.js';
export * from './member-directory.port.js';
export * from './social-events.js';
export * from './block-list.port.js';
export * from './member-directory.client.js';
