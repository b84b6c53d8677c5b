import { Command } from '@nestjs/cqrs';

export interface MarkedSeen {
  /** Notifications marked seen now (0 when they already were). */
  marked: number;
  /** The caller's unseen notifications left (the bell). */
  unread: number;
}

/**
 * notifications/mark-as-seen: `all` marks every unseen notification of the caller seen, otherwise
 * the one `notificationId` names (another member's, an unknown one or one hidden by a block: not
 * found). Neither: missing parameters. Marking changes nothing else (no event: nobody follows it).
 */
export class MarkNotificationsSeenCommand extends Command<MarkedSeen> {
  constructor(
    readonly memberId: string,
    readonly target: { all: true } | { notificationId: string } | null,
  ) {
    super();
  }
}
