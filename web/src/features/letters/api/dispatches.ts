import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISPATCH_LIMITS } from '@dating/rules';
import { useFavorites } from '@/features/favorites/api/favorites';
import { useKisses } from '@/features/kisses/api/kisses';
import { useVisitors } from '@/features/visitors/api/visitors';
import { siteApi } from '@/shared/api';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { LETTERS_PAGE, useDialogs } from './letters';

/** How many men one dispatch reaches (the server's limit too). */
export const DISPATCH_RECIPIENTS_MAX = DISPATCH_LIMITS.recipientsMax;

export type DispatchState = 'awaiting_approval' | 'sending' | 'done' | 'rejected';

/** A lady's dispatch (mass letter) as `letter/get/dispatches` and `letter/dispatch` answer it. */
export interface Dispatch {
  id: number;
  subject: string;
  message: string;
  state: DispatchState;
  total: number;
  sent: number;
  skipped: number;
  reject_reason: string | null;
  time_create: string;
  time_decided: string | null;
  time_finished: string | null;
}

export interface NewDispatch {
  subject: string;
  message: string;
  recipient_ids: number[];
  client_dispatch_id: string;
}

const DISPATCHES_KEY = ['letters', 'dispatches'] as const;

/** `letter/get/dispatches`: her mass letters with their state, newest first, paged. */
export function useDispatches() {
  return usePagedList<Dispatch>(DISPATCHES_KEY, 'letter/get/dispatches', {}, LETTERS_PAGE);
}

/** `letter/dispatch`: proposes a mass letter; her agency approves it before anything is sent. The client key makes a retry store it once. */
export function useProposeDispatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dispatch: NewDispatch) => siteApi.post<Dispatch>('letter/dispatch', { ...dispatch }),
    onSuccess: () => client.invalidateQueries({ queryKey: DISPATCHES_KEY }),
  });
}

/** Why a man is offered as a recipient: he follows her, wrote to her, winked at her or visited her. */
export type CandidateSource = 'follower' | 'letter' | 'wink' | 'visitor';

export interface DispatchCandidate {
  user_id: number;
  name: string;
  avatar: string | null;
  sources: CandidateSource[];
}

/**
 * The men a lady knows, from the lists she already has (followers, her inbox's dialogs, received
 * winks, visitors), merged by member; `loadMore` fetches the next page of every list that has one.
 */
export function useDispatchCandidates() {
  const followers = useFavorites('followers', '');
  const winks = useKisses(false, '');
  const visitors = useVisitors(false, '');
  const letters = useDialogs({ type: 'inbox', sort: 'default', nameOrId: '' });

  const byId = new Map<number, DispatchCandidate>();
  const add = (user_id: number, name: string, avatar: string | null, source: CandidateSource) => {
    const known = byId.get(user_id);
    if (known) {
      if (!known.sources.includes(source)) known.sources.push(source);
    } else byId.set(user_id, { user_id, name, avatar, sources: [source] });
  };
  for (const f of followers.items) add(f.user_id, f.name, f.avatar_url, 'follower');
  for (const d of letters.data?.pages.flatMap((p) => p.dialog_array) ?? []) add(d.companion.user_id, d.companion.name, d.companion.avatar, 'letter');
  for (const k of winks.items) add(k.user_id, k.name, k.avatar_url, 'wink');
  for (const v of visitors.items) add(v.user_id, v.name, v.avatar_url, 'visitor');

  const lists = [followers, winks, visitors, letters];
  return {
    candidates: [...byId.values()],
    isPending: lists.some((l) => l.isPending),
    isError: lists.every((l) => l.isError),
    hasMore: lists.some((l) => l.hasNextPage),
    isFetchingMore: lists.some((l) => l.isFetchingNextPage),
    loadMore: () => Promise.all(lists.filter((l) => l.hasNextPage && !l.isFetchingNextPage).map((l) => l.fetchNextPage())),
    retry: () => Promise.all(lists.map((l) => l.refetch())),
  };
}
