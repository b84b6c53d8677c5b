import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { NOTIFICATIONS_COUNTER_KEY, NOTIFICATIONS_KEY } from '@/shared/api/counters';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { useSession } from '@/shared/store/session-store';

export type NotificationType =
  | 'mail'
  | 'wink'
  | 'favorite'
  | 'invite'
  | 'visitor'
  | 'gift'
  /** Told to a man in the lady's name: how his gift or his request for her contacts ended (decided, or expired undecided). */
  | 'gift_delivered'
  | 'gift_declined'
  | 'gift_expired'
  | 'contacts_ready'
  | 'contacts_declined'
  | 'contacts_expired'
  /** Told to a member in the reported member's name: how a site moderator ended her report. */
  | 'report_actioned'
  | 'report_dismissed';

/** A notification of `notifications/get-all` / `notifications/from-favorites`: who did what to the member, and when. */
export interface NotificationEntry {
  id: number;
  type: NotificationType;
  /** Who did it. */
  user_id: number;
  /** Their current name ('' when unknown). */
  name: string;
  avatar_url: string | null;
  seen: boolean;
  /** ISO 8601, UTC. */
  time_create: string;
  /** 'mail' only: the letter. */
  letter_id: number | null;
}

/** All notifications, or only those from members in the caller's favorites. */
export type NotificationsTab = 'all' | 'favorite';

export const notificationKeys = {
  lists: [...NOTIFICATIONS_KEY, 'list'] as const,
  list: (tab: NotificationsTab) => [...NOTIFICATIONS_KEY, 'list', tab] as const,
};

/** The member's notifications, newest first, 20 a page (spec section 4's show-more rule). */
export function useNotifications(tab: NotificationsTab) {
  return usePagedList<NotificationEntry>(
    notificationKeys.list(tab),
    tab === 'favorite' ? 'notifications/from-favorites' : 'notifications/get-all',
    {},
    PAGE_SIZES.notifications,
  );
}

/** `notifications/counter`: the header bell's unread count; refreshed every minute, after marking, and on a socket notification. */
export function useUnreadNotifications() {
  const signedIn = useSession((s) => !!s.token);
  return useQuery({
    queryKey: NOTIFICATIONS_COUNTER_KEY,
    queryFn: () => siteApi.post<{ unread: number }>('notifications/counter'),
    enabled: signedIn,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export type MarkSeen = { notification: number } | { all: true };

/**
 * `notifications/mark-as-seen`, one (`notification`) or every unseen one (`all`). The cached lists
 * show them seen at once (both tabs: a notification may be in each), the bell takes the server's
 * unread count and is asked again.
 */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: MarkSeen) => siteApi.post<{ marked: number; unread: number }>('notifications/mark-as-seen', what),
    onSuccess: (answer, what) => {
      const id = 'notification' in what ? what.notification : null;
      queryClient.setQueriesData<InfiniteData<NotificationEntry[]>>({ queryKey: notificationKeys.lists }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((n) => (id === null || n.id === id ? { ...n, seen: true } : n))) } : data,
      );
      queryClient.setQueryData(NOTIFICATIONS_COUNTER_KEY, { unread: answer.unread });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_COUNTER_KEY });
    },
  });
}
