import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { SOCIAL_KEY, useRefreshSocial, useSocialFailure } from '@/shared/api/social';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import type { MemberEntry } from '@/shared/ui/member-list';

export const bookmarkKeys = {
  available: (ids: number[]) => [...SOCIAL_KEY, 'bookmark-available', ids] as const,
  list: (nameOrId: string) => [...SOCIAL_KEY, 'bookmarks', nameOrId] as const,
};

/** An entry of `bookmark/get`: the member's card and when it was bookmarked. */
export interface BookmarkEntry extends MemberEntry {
  time_create: string;
}

/** My bookmarks (`bookmark/get`), newest first, 12 a page (the default list size); `nameOrId` filters by name or ID. */
export function useBookmarks(nameOrId: string) {
  const text = nameOrId.trim();
  return usePagedList<BookmarkEntry>(bookmarkKeys.list(text), 'bookmark/get', text ? { name_or_id: text } : {}, PAGE_SIZES.default);
}

/** `bookmark/avaible-to-add` for a page of members: whether each can be bookmarked, and whether it is. */
export function useBookmarkAvailability(ids: number[]) {
  return useQuery({
    queryKey: bookmarkKeys.available(ids),
    queryFn: async () => {
      const list = await siteApi.post<{ user_id: number; available: boolean; bookmarked: boolean }[]>('bookmark/avaible-to-add', {
        target_user_array: JSON.stringify(ids),
      });
      return new Map(list.map((e) => [e.user_id, e]));
    },
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}

/** `bookmark/add` or `bookmark/remove`. */
export function useToggleBookmark() {
  const refresh = useRefreshSocial();
  const fail = useSocialFailure();
  return useMutation({
    mutationFn: ({ userId, add }: { userId: number; add: boolean }) => siteApi.post(add ? 'bookmark/add' : 'bookmark/remove', { target_user_id: userId }),
    onSuccess: () => void refresh(),
    onError: (err) => fail(err),
  });
}
