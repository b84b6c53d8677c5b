import { useInfiniteQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

/**
 * A Site API list paged by spec section 4: the first page resets the offset, "show more" appears
 * when the last page came back full, and the next offset grows by the page size.
 */
export function usePagedList<T>(queryKey: readonly unknown[], path: string, body: Record<string, unknown>, pageSize: number, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, body],
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => (await siteApi.call<T[]>(path, { ...body, limit: pageSize, offset: pageParam }, { signal })).result ?? [],
    getNextPageParam: (last, _all, offset) => (last.length === pageSize ? offset + pageSize : undefined),
  });
  return { ...query, items: query.data?.pages.flat() ?? [] };
}
