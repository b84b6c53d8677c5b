import { type QueryClient, useQuery } from '@tanstack/react-query';
import { HELD_OUTCOME_TYPES } from '@dating/rules';
import { useSession } from '@/shared/store/session-store';
import { siteApi } from './index';

/** `profile/counter`: the header's new-winks and new-visitors badges, and a man's pending favorite invites. */
export interface ProfileCounters {
  visitors_new: number;
  visitors_total: number;
  visited: number;
  winks_new: number;
  favorite_invites: number;
}

export const COUNTERS_KEY = ['profiles', 'counter'] as const;
/** The unread letters badge's key (the letters feature's `letter/counter`), refreshed with the others on a socket notification. */
export const LETTERS_COUNTER_KEY = ['letters', 'counter'] as const;
/** Every notifications query (the bell's `notifications/counter` and the lists) starts here: one invalidation refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The header bell's unread count (the notifications feature's `notifications/counter`). */
export const NOTIFICATIONS_COUNTER_KEY = [...NOTIFICATIONS_KEY, 'counter'] as const;

/**
 * What a `socket_notification` refreshes: the header badges (new winks, visitors and invites,
 * unread letters, the notifications bell) and any open notifications list.
 */
export function refreshHeaderCounters(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: COUNTERS_KEY }),
    queryClient.invalidateQueries({ queryKey: LETTERS_COUNTER_KEY }),
    queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  ]);
}

/** Socket notifications that end something a man paid for (moderation decided it, or nobody did in time): his gift, or his request for a lady's contacts. */
const MODERATION_OUTCOMES = new Set<string>(Object.values(HELD_OUTCOME_TYPES).flatMap((ends) => Object.values(ends)));

/**
 * What a `socket_notification` of this type refreshes: the header counters, and after a moderation
 * outcome his balance (held credits captured or given back), his gifts and the contacts he asked for.
 */
export function refreshAfterNotification(queryClient: QueryClient, type?: string): Promise<unknown> {
  const refreshing = [refreshHeaderCounters(queryClient)];
  if (type && MODERATION_OUTCOMES.has(type)) {
    for (const queryKey of [['credits'], ['gifts'], ['contact-info']]) refreshing.push(queryClient.invalidateQueries({ queryKey }));
  }
  return Promise.all(refreshing);
}

/** Refreshed every minute and after anything that changes them (marking winks or visitors seen, answering an invite). */
export function useProfileCounters() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: COUNTERS_KEY,
    queryFn: () => siteApi.post<ProfileCounters>('profile/counter'),
    enabled: !!token,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}
