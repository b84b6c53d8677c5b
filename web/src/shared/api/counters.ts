import { useQuery } from '@tanstack/react-query';
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
