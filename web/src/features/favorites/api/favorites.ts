import { useMutation, useQuery } from '@tanstack/react-query';
import { type FavoriteStatus, PAGE_SIZES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { SOCIAL_KEY, useRefreshSocial, useSocialFailure } from '@/shared/api/social';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import type { MemberEntry } from '@/shared/ui/member-list';

/** An entry of `favorite/get-accepted` / `get-followers`. */
export interface FavoriteEntry extends MemberEntry {
  time_create: string;
  /** 'in favorite', or 'invite' for a lady's pending invite among a man's followers. */
  favorite_status: FavoriteStatus;
  /** The caller's own status toward this member. */
  my_status: FavoriteStatus;
}

export interface FavoriteCheck {
  user_id: number;
  status: FavoriteStatus;
  invite_received: boolean;
  /** The caller blocked this member ('ignore me'). */
  i_blocked: boolean;
}

export type FavoriteList = 'accepted' | 'followers';

export const favoriteKeys = {
  list: (list: FavoriteList, nameOrId: string) => [...SOCIAL_KEY, 'favorites', list, nameOrId] as const,
  statuses: (ids: number[]) => [...SOCIAL_KEY, 'favorite-statuses', ids] as const,
};

export function useFavorites(list: FavoriteList, nameOrId: string) {
  const text = nameOrId.trim();
  return usePagedList<FavoriteEntry>(
    favoriteKeys.list(list, text),
    list === 'accepted' ? 'favorite/get-accepted' : 'favorite/get-followers',
    text ? { name_or_id: text } : {},
    PAGE_SIZES.favorites,
  );
}

/** `favorite/chack-array` for a page of members (a JSON string of ids, as the spec sends it). */
export function useFavoriteStatuses(ids: number[]) {
  return useQuery({
    queryKey: favoriteKeys.statuses(ids),
    queryFn: async () => {
      const list = await siteApi.post<FavoriteCheck[]>('favorite/chack-array', { target_user_array: JSON.stringify(ids) });
      return new Map(list.map((e) => [e.user_id, e]));
    },
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

export interface FavoriteChange {
  user_id: number;
  status: FavoriteStatus;
  action: 'added' | 'invited' | 'accepted' | 'removed' | 'rejected';
}

/** `favorite/add` (a man adds, a lady invites, a man accepts her invite) or `favorite/remove` (removes, or rejects an invite). */
export function useChangeFavorite() {
  const refresh = useRefreshSocial();
  const fail = useSocialFailure();
  return useMutation({
    mutationFn: ({ userId, add }: { userId: number; add: boolean }) =>
      siteApi.post<FavoriteChange>(add ? 'favorite/add' : 'favorite/remove', { favorite_user_id: userId }),
    onSuccess: () => void refresh(),
    onError: (err) => fail(err),
  });
}

/** `block/add` or `block/remove` ('ignore me'): the blocked member can no longer wink, invite or see the caller in lists. */
export function useToggleBlock() {
  const refresh = useRefreshSocial();
  const fail = useSocialFailure();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => siteApi.post(block ? 'block/add' : 'block/remove', { target_user_id: userId }),
    onSuccess: () => void refresh(),
    onError: (err) => fail(err),
  });
}
