import { Query } from '@nestjs/cqrs';

export interface UnreadNotifications {
  /** Unseen notifications the caller can see (none between a blocked pair): the header's bell. */
  unread: number;
}

/** notifications/counter: how many of the caller's notifications are unseen. */
export class CountUnreadNotificationsQuery extends Query<UnreadNotifications> {
  constructor(readonly memberId: string) {
    super();
  }
}
