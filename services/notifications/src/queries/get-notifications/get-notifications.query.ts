import { Query } from '@nestjs/cqrs';
import type { SitePage } from '@dating/platform';
import type { NotificationItem } from '../../infrastructure/notifications.js';

export interface NotificationsPage {
  items: NotificationItem[];
  total: number;
}

/**
 * notifications/get-all and notifications/from-favorites: the caller's notifications, newest first
 * (ORDER BY created_at DESC, id DESC); `fromFavorites` keeps those whose sender is in the caller's
 * favorites. Never one between a blocked pair.
 */
export class GetNotificationsQuery extends Query<NotificationsPage> {
  constructor(
    readonly memberId: string,
    readonly fromFavorites: boolean,
    readonly page: SitePage,
  ) {
    super();
  }
}
