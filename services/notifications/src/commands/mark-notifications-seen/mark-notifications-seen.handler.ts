import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isRecordId, type ServiceDb } from '@dating/platform';
import { NotificationsError } from '../../domain/notification-errors.js';
import { unreadNotifications, VISIBLE_NOTIFICATIONS } from '../../infrastructure/notifications.js';
import { NOTIFICATIONS_DB } from '../../notifications.tokens.js';
import { type MarkedSeen, MarkNotificationsSeenCommand } from './mark-notifications-seen.command.js';

@CommandHandler(MarkNotificationsSeenCommand)
export class MarkNotificationsSeenHandler implements ICommandHandler<MarkNotificationsSeenCommand> {
  constructor(@Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, target }: MarkNotificationsSeenCommand): Promise<MarkedSeen> {
    if (target === null) throw new NotificationsError('NOTIFICATIONS.NOTHING_CHOSEN');
    // A member id is digits (identity's); anything else has no notifications.
    if (!isRecordId(memberId)) throw new NotificationsError('NOTIFICATIONS.NOT_FOUND');
    return this.db.transaction(async (tx) => {
      let marked: number;
      if ('all' in target) {
        // Only those the caller can see: a blocked pair's come back unseen after the unblock, as they were.
        const rows = await tx.query(
          `WITH marked AS (UPDATE notifications.notifications n SET seen_at = now() WHERE ${VISIBLE_NOTIFICATIONS} AND n.seen_at IS NULL RETURNING 1)
           SELECT 1 FROM marked`,
          [memberId],
        );
        marked = rows.length;
      } else {
        const [found] = await tx.query<{ seen: boolean }>(
          `SELECT n.seen_at IS NOT NULL AS seen FROM notifications.notifications n WHERE ${VISIBLE_NOTIFICATIONS} AND n.id = $2 FOR UPDATE`,
          [memberId, target.notificationId],
        );
        if (!found) throw new NotificationsError('NOTIFICATIONS.NOT_FOUND');
        if (!found.seen) await tx.query(`UPDATE notifications.notifications SET seen_at = now() WHERE id = $1`, [target.notificationId]);
        marked = found.seen ? 0 : 1;
      }
      return { marked, unread: await unreadNotifications(tx, memberId) };
    });
  }
}
