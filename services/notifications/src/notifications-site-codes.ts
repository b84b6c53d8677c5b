import { defineSiteCodes } from '@dating/platform';
import { NOTIFICATIONS_MESSAGES, type NotificationsErrorCode } from './domain/notification-errors.js';

/**
 * The one map from notifications' error codes to the Site API (spec section 8): a notification that
 * is not the caller's (another member's, unknown, or hidden by a block) is not found; a mark-as-seen
 * that names neither `notification` nor `all` is missing its parameters (the catalogue's text).
 */
export const NOTIFICATIONS_SITE_CODES = defineSiteCodes<NotificationsErrorCode>({
  'NOTIFICATIONS.NOT_FOUND': { code: 10404, desc: NOTIFICATIONS_MESSAGES.notFound },
  'NOTIFICATIONS.NOTHING_CHOSEN': 10001,
});
