import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { COUNTERS_KEY } from '@/shared/api/counters';
import { SOCIAL_KEY } from '@/shared/api/social';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import type { MemberEntry } from '@/shared/ui/member-list';

/** An entry of `guest/gel-all` / `guest/search-guest`. */
export interface VisitorEntry extends MemberEntry {
  time_create: string;
  first_visit: string;
  visits: number;
  seen: boolean;
}

export const visitorKeys = { list: (iVisited: boolean, nameOrId: string) => [...SOCIAL_KEY, 'visitors', iVisited ? 'visited' : 'visitors', nameOrId] as const };

/** My visitors (`i_visited` false) or whom I visited, 20 a page; a search text goes through `guest/search-guest`. */
export function useVisitors(iVisited: boolean, nameOrId: string) {
  const text = nameOrId.trim();
  return usePagedList<VisitorEntry>(
    visitorKeys.list(iVisited, text),
    text ? 'guest/search-guest' : 'guest/gel-all',
    text ? { i_visited: iVisited, name_or_id: text } : { i_visited: iVisited },
    PAGE_SIZES.visitors,
  );
}

/** `guest/mark-seen` with `mark_all`: the new-visitors counter drops to 0. */
export function useMarkVisitorsSeen() {
  // Only the counters: the open list keeps its "new" marks until the next visit to the page.
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => siteApi.post<{ marked: number; visitors_new: number }>('guest/mark-seen', { mark_all: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: COUNTERS_KEY }),
  });
}
