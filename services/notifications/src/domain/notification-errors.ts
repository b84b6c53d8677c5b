import { DomainError } from '@dating/platform';

/** notifications' stable error codes; `notifications-site-codes.ts` maps each to the spec's site code once. */
export type NotificationsErrorCode = 'NOTIFICATIONS.NOT_FOUND' | 'NOTIFICATIONS.NOTHING_CHOSEN';

export class NotificationsError extends DomainError<NotificationsErrorCode> {}

/** The texts notifications answers with. */
export const NOTIFICATIONS_MESSAGES = {
  notFound: 'Notification not found',
} as const;
