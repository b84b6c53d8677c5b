/**
 * notifications' contract package (`@dating/notifications/contracts`): what other services may
 * import without hosting it. notifications publishes no integration events yet (nobody follows a
 * notification being seen) and serves no port: it only reads mail's and profiles' events and asks
 * profiles' member directory. Its Site API shapes are here for whoever speaks to it.
 */
export type { NotificationType, NewsType } from '../domain/notifications.js';
export type { NotificationItem } from '../infrastructure/notifications.js';
export type { NewsItem } from '../queries/get-news/get-news.query.js';
export type { MarkedSeen } from '../commands/mark-notifications-seen/mark-notifications-seen.command.js';
export type { UnreadNotifications } from '../queries/count-unread-notifications/count-unread-notifications.query.js';
