/**
 * chat-room's contract package (`@dating/chat-room/contracts`): its integration events (presence
 * for profiles, ended sessions). Nothing here pulls in chat-room's module or tables.
 */
export * from './chat-events.js';
export * from './photo-sales.port.js';
export * from './chat-blocks.port.js';
export * from './chat-webcams.port.js';
export * from './profiles-grpc.client.js';
