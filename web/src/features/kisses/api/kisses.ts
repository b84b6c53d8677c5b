import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, SOCIAL_MESSAGES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { COUNTERS_KEY } from '@/shared/api/counters';
import { SOCIAL_KEY, useRefreshSocial, useSocialFailure } from '@/shared/api/social';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import type { MemberEntry } from '@/shared/ui/member-list';

/** A wink of `kiss/get-kisses` / `kiss/search`: the other member's card and the wink's state. */
export interface KissEntry extends MemberEntry {
  time_create: string;
  seen: boolean;
  answered: boolean;
  can_wink: boolean;
}

/** `available`: the caller may wink now; `winked`: the caller's wink waits for an answer. */
export interface KissAvailability {
  user_id: number;
  available: boolean;
  winked: boolean;
}

export const kissKeys = {
  list: (iWinked: boolean, nameOrId: string) => [...SOCIAL_KEY, 'kisses', iWinked ? 'sent' : 'received', nameOrId] as const,
  available: (ids: number[]) => [...SOCIAL_KEY, 'kiss-available', ids] as const,
};

/** Received (`i_winked` false) or sent winks, 20 a page; a search text goes through `kiss/search`. */
export function useKisses(iWinked: boolean, nameOrId: string) {
  const text = nameOrId.trim();
  return usePagedList<KissEntry>(
    kissKeys.list(iWinked, text),
    text ? 'kiss/search' : 'kiss/get-kisses',
    text ? { i_winked: iWinked, name_or_id: text } : { i_winked: iWinked },
    PAGE_SIZES.kisses,
  );
}

/** `kiss/avaible-to-kiss` for a page of members at once (one request a page, shared by its cards). */
export function useKissAvailability(ids: number[]) {
  return useQuery({
    queryKey: kissKeys.available(ids),
    queryFn: async () => {
      const list = await siteApi.post<KissAvailability[]>('kiss/avaible-to-kiss', { target_user_array: JSON.stringify(ids) });
      return new Map(list.map((e) => [e.user_id, e]));
    },
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

/** `kiss/make-kiss`; a failure says to try the kiss again (spec section 8) unless the server says why. */
export function useMakeKiss() {
  const refresh = useRefreshSocial();
  const fail = useSocialFailure();
  return useMutation({
    mutationFn: (userId: number) => siteApi.post<{ user_id: number; wink_back: boolean }>('kiss/make-kiss', { target_user_id: userId }),
    onSuccess: () => void refresh(),
    onError: (err) => fail(err, SOCIAL_MESSAGES.winkFailed),
  });
}

/** `kiss/mark` with `mark_all`: received winks become seen and the header counter drops to 0. */
export function useMarkKissesSeen() {
  // Only the counters: the open list keeps its "new" marks until the next visit to the page.
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => siteApi.post<{ marked: number; winks_new: number }>('kiss/mark', { mark_all: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: COUNTERS_KEY }),
  });
}
