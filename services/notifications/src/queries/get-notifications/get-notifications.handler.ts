import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isRecordId, readSitePage, type ServiceDb } from '@dating/platform';
import { cardsById, notificationItem, type NotificationRow, VISIBLE_NOTIFICATIONS } from '../../infrastructure/notifications.js';
import { inFavorites } from '../../infrastructure/visibility.js';
import { NOTIFICATIONS_DB } from '../../notifications.tokens.js';
import { NotificationsPorts } from '../../ports/notifications-ports.js';
import { GetNotificationsQuery, type NotificationsPage } from './get-notifications.query.js';

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery> {
  constructor(
    @Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb,
    @Inject(NotificationsPorts) private readonly ports: NotificationsPorts,
  ) {}

  async execute({ memberId, fromFavorites, page }: GetNotificationsQuery): Promise<NotificationsPage> {
    if (!isRecordId(memberId)) return { items: [], total: 0 };
    const { rows, total } = await readSitePage<NotificationRow>(
      this.db,
      {
        text: `SELECT n.id::text, n.type, n.sender_id::text, n.seen_at IS NOT NULL AS seen, n.created_at, n.letter_id::text
                 FROM notifications.notifications n
                WHERE ${VISIBLE_NOTIFICATIONS}${fromFavorites ? ` AND ${inFavorites('$1', 'n.sender_id')}` : ''}`,
        params: [memberId],
        orderBy: 'r.created_at DESC, r.id::bigint DESC',
      },
      page,
    );
    // Names and avatars as they are now, from profiles (one call for the page).
    const cards = await cardsById(
      this.ports.directory(),
      rows.map((r) => r.sender_id),
    );
    return { items: rows.map((r) => notificationItem(r, cards.get(r.sender_id))), total };
  }
}
