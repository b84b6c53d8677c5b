import { LOW_CREDITS_CODES } from '@dating/rules';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { SiteError } from '@/shared/api';
import { openModal } from '@/shared/store/ui-store';

/**
 * Server state lives in TanStack Query. Site errors are answers, not glitches: only transport
 * failures are retried (once). A paid action refused for lack of credits opens the low-credits
 * modal wherever it happened.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) => count < 1 && err instanceof SiteError && (err.kind === 'network' || err.kind === 'timeout'),
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (err) => {
        if (err instanceof SiteError && err.code !== null && LOW_CREDITS_CODES.includes(err.code)) openModal('lowCredits', { code: err.code });
      },
    }),
  });
}

export const queryClient = createQueryClient();

/** Everything tied to the member (all but the public site settings) goes with the session. */
export function forgetMemberData(client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site-settings' });
}
