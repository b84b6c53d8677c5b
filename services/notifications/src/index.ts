export { NotificationsModule } from './notifications.module.js';
export { NOTIFICATIONS_ENV, type NotificationsOptions } from './notifications-options.js';
export { NOTIFICATIONS_DB, NOTIFICATIONS_SCHEMA, NOTIFICATIONS_SERVICE_NAME } from './notifications.tokens.js';
export { NOTIFICATIONS_SITE_CODES } from './notifications-site-codes.js';
export type { NotificationsErrorCode } from './domain/notification-errors.js';
export { NOTIFICATIONS_MIGRATIONS } from './infrastructure/migrations/index.js';
export * from './contracts/index.js';
export { NotificationsSplitModule, type NotificationsSplitOptions } from './split-mode.js';
