import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isRecordId, type ServiceDb } from '@dating/platform';
import { unreadNotifications } from '../../infrastructure/notifications.js';
import { NOTIFICATIONS_DB } from '../../notifications.tokens.js';
import { CountUnreadNotificationsQuery, type UnreadNotifications } from './count-unread-notifications.query.js';

@QueryHandler(CountUnreadNotificationsQuery)
export class CountUnreadNotificationsHandler implements IQueryHandler<CountUnreadNotificationsQuery> {
  constructor(@Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: CountUnreadNotificationsQuery): Promise<UnreadNotifications> {
    return { unread: isRecordId(memberId) ? await unreadNotifications(this.db, memberId) : 0 };
  }
}
