import type { Sql } from '@dating/platform';
import type { MemberCard } from '@dating/profiles/contracts';
import type { NotificationType } from '../domain/notifications.js';
import { shownTo } from './visibility.js';

/** A notification as the Site API answers it (notifications/get-all, from-favorites). */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  /** Who did it. */
  user_id: number;
  /** Their current name ('' if unknown). */
  name: string;
  /** Their current avatar (small), or null. */
  avatar_url: string | null;
  seen: boolean;
  /** ISO 8601 UTC. */
  time_create: string;
  /** 'mail' only: the letter. */
  letter_id: number | null;
}

export interface NotificationRow {
  id: string;
  type: NotificationType;
  sender_id: string;
  seen: boolean;
  created_at: Date;
  letter_id: string | null;
}

/** The caller's notifications (`$1`) a list or a count may show: none between a blocked pair. */
export const VISIBLE_NOTIFICATIONS = `n.recipient_id = $1 AND ${shownTo('$1', 'n.sender_id')}`;

/** Unseen notifications the caller can see: the header's bell. */
export async function unreadNotifications(sql: Sql, memberId: string): Promise<number> {
  const [row] = await sql.query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM notifications.notifications n WHERE ${VISIBLE_NOTIFICATIONS} AND n.seen_at IS NULL`,
    [memberId],
  );
  return row!.unread;
}

export function notificationItem(row: NotificationRow, card: MemberCard | undefined): NotificationItem {
  return {
    id: Number(row.id),
    type: row.type,
    user_id: Number(row.sender_id),
    name: card?.name ?? '',
    avatar_url: card?.avatar ?? null,
    seen: row.seen,
    time_create: new Date(row.created_at).toISOString(),
    letter_id: row.letter_id === null ? null : Number(row.letter_id),
  };
}

/** The cards of these members, by member id (profiles' directory answers only those with a profile). */
export async function cardsById(directory: { cardsOf(ids: string[]): Promise<MemberCard[]> }, ids: string[]): Promise<Map<string, MemberCard>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  return new Map((await directory.cardsOf(unique)).map((c) => [c.memberId, c]));
}
