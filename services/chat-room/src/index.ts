export { ChatRoomModule } from './chat-room.module.js';
export { CHAT_DB, CHAT_SCHEMA, CHAT_SERVICE_NAME } from './chat-room.tokens.js';
export { CHAT_SITE_CODES } from './chat-room-site-codes.js';
export { CHAT_ENV, CHAT_OPTIONS, chatOptions, type ChatOptions } from './chat-options.js';
export { CHAT_MIGRATIONS } from './infrastructure/migrations/index.js';
export { ChatBilling } from './billing/chat-billing.js';
export { BillingTicker } from './billing/billing-ticker.js';
export * from './contracts/index.js';
export { DEMO_PRESENCE_NODE, type DemoChat, seedChatDemo, seedChatPresenceDemo } from './seed/seed-chat-demo.js';
