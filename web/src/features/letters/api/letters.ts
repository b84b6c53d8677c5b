import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { LETTERS_COUNTER_KEY } from '@/shared/api/counters';
import { useSession } from '@/shared/store/session-store';

/** spec section 2: the letters' thread types (the route's `threadType`). */
export const THREAD_TYPES = ['inbox', 'starred', 'outbox', 'trash'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
export const isThreadType = (v: string | undefined): v is ThreadType => (THREAD_TYPES as readonly string[]).includes(v ?? '');

/** spec section 9: the letters' sort options ("default desc"). */
export const DIALOG_SORTS = ['default', 'a-z', 'z-a', 'asc', 'desc'] as const;
export type DialogSort = (typeof DIALOG_SORTS)[number];

export const LETTERS_PAGE = PAGE_SIZES.letters;

export interface AttachedPhoto {
  photo_id: number;
  small: string;
  large: string;
}

/** A letter (spec section 3: id, time_create, time_open, isDeleted, is_starred, checked). */
export interface Letter {
  id: number;
  sender_id: number;
  recipient_id: number;
  subject: string;
  message: string;
  photos: AttachedPhoto[];
  reply_to_id: number | null;
  time_create: string;
  time_open: string | null;
  isDeleted: boolean;
  is_starred: boolean;
  checked: boolean;
  is_incoming: boolean;
  is_paid: boolean;
  is_answered: boolean;
}

export interface Companion {
  user_id: number;
  name: string;
  avatar: string | null;
}

export interface Dialog {
  companion: Companion;
  message: Letter;
  count: number;
  unread: number;
  is_starred: boolean;
}

export interface DialogPage {
  dialog_array: Dialog[];
  count: number;
}

export interface ThreadPage {
  companion: Companion | null;
  dialog_array: Letter[];
  count: number;
}

export interface DialogFilter {
  type: ThreadType;
  sort: DialogSort;
  nameOrId: string;
}

const dialogsKey = (f: DialogFilter) => ['letters', 'dialogs', f.type, f.sort, f.nameOrId] as const;

/** letter/get/dialog, paged by the section 4 rule: show-more while a page comes back full. */
export function useDialogs(filter: DialogFilter) {
  return useInfiniteQuery({
    queryKey: dialogsKey(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      siteApi.post<DialogPage>('letter/get/dialog', {
        type: filter.type,
        sort: filter.sort,
        limit: LETTERS_PAGE,
        offset: pageParam,
        ...(filter.nameOrId.trim() ? { name_or_id: filter.nameOrId.trim() } : {}),
      }),
    getNextPageParam: (last, pages) => (last.dialog_array.length === LETTERS_PAGE ? pages.length * LETTERS_PAGE : undefined),
    placeholderData: keepPreviousData,
  });
}

/** letter/get/one-dialog: newest first, older pages loaded on demand (load more). */
export function useThread(companionId: number | null, onlyDeleted: boolean) {
  return useInfiniteQuery({
    queryKey: ['letters', 'thread', companionId, onlyDeleted],
    enabled: companionId !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      siteApi.post<ThreadPage>('letter/get/one-dialog', { target_user_id: companionId, limit: LETTERS_PAGE, offset: pageParam, only_deleted: onlyDeleted }),
    getNextPageParam: (last, pages) => (last.dialog_array.length === LETTERS_PAGE ? pages.length * LETTERS_PAGE : undefined),
  });
}

/**
 * The letters of a thread, oldest first for reading: later-fetched letters are appended only if
 * their id is greater than the last and not present (spec section 4).
 */
export function threadLetters(pages: ThreadPage[] | undefined): Letter[] {
  const out: Letter[] = [];
  const seen = new Set<number>();
  for (const page of [...(pages ?? [])].reverse()) {
    for (const letter of [...page.dialog_array].reverse()) {
      if (seen.has(letter.id)) continue;
      seen.add(letter.id);
      out.push(letter);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

export const unreadLettersQuery = queryOptions({
  queryKey: LETTERS_COUNTER_KEY,
  queryFn: () => siteApi.post<{ unread: number; dialogs: number }>('letter/counter'),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

/** The header's unread-letters counter. */
export function useUnreadLetters() {
  const signedIn = useSession((s) => !!s.token);
  return useQuery({ ...unreadLettersQuery, enabled: signedIn });
}

export interface NewLetter {
  target_user_id: number;
  subject: string;
  message: string;
  photos: number[];
  client_letter_id: string;
}

export interface LetterReply {
  message_id: number;
  subject?: string;
  message: string;
  photos: number[];
  client_letter_id: string;
}

/** After anything that changes letters: the lists, the threads, the counter and the balance. */
function useRefreshLetters() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['letters'] }), client.invalidateQueries({ queryKey: ['credits', 'balance'] })]);
}

/** letter/send-letter (a man pays write_letter; the client's letter id makes a retry charge once). */
export function useSendLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (letter: NewLetter) => siteApi.post<Letter & { charged: number }>('letter/send-letter', { ...letter }),
    onSuccess: refresh,
  });
}

/** letter/reply-on-letter. */
export function useReplyOnLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (reply: LetterReply) => siteApi.post<Letter & { charged: number }>('letter/reply-on-letter', { ...reply }),
    onSuccess: refresh,
  });
}

export type FileCall =
  'letter/remove' | 'letter/restore' | 'letter/mark-as-read' | 'letter/remove-dialog' | 'letter/restore-dialog' | 'letter/mark-read-dialog';

/** remove, restore, mark-as-read (`message_id`) and their dialog forms (`target_id`): JSON lists of ids. */
export function useFileLetters() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: ({ call, ids }: { call: FileCall; ids: number[] }) =>
      siteApi.post<{ message_id: number[] }>(call, call.endsWith('dialog') ? { target_id: JSON.stringify(ids) } : { message_id: JSON.stringify(ids) }),
    onSuccess: refresh,
  });
}

/** starred/add and starred/delete: flips is_starred (`action`: letter or dialog). */
export function useStar() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: ({ ids, starred, action }: { ids: number[]; starred: boolean; action: 'letter' | 'dialog' }) =>
      siteApi.post<{ message_id: number[]; is_starred: boolean }>(starred ? 'starred/add' : 'starred/delete', { target_id: JSON.stringify(ids), action }),
    onSuccess: refresh,
  });
}

export interface OwnPhoto {
  id: number;
  state: string;
  preview: string | null;
  locked: boolean;
}

/** The sender's own public photos; only accepted ones can be attached. */
export function useOwnPublicPhotos(enabled: boolean) {
  return useQuery({
    queryKey: ['letters', 'own-photos'],
    enabled,
    queryFn: async () =>
      (await siteApi.post<OwnPhoto[]>('member-photo/album-photo', { album_type: 'public', limit: 50 })).filter((p) => p.state === 'accepted' && p.preview),
    staleTime: 60_000,
  });
}

/** A fresh client letter id for one letter (kept across retries of the same send). */
export const newClientLetterId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^\w.:-]/g, '');

/** What a letter costs a man (`site/settings/get-price`, action write_letter); women never pay. */
export function useLetterPrice() {
  const man = useSession((s) => s.userType === 'man');
  return useQuery({
    queryKey: ['letters', 'price'],
    enabled: man,
    staleTime: 300_000,
    queryFn: async () => {
      const prices = await siteApi.post<{ action: string; price: number }[]>('site/settings/get-price');
      return prices.find((p) => p.action === 'write_letter')?.price ?? null;
    },
  });
}

/** Why a first letter to a member would be refused (mail's `letter/avaible-to-write`). */
export type WriteRefusal = 'own_mailbox' | 'not_found' | 'same_sex' | 'lady_first_letter' | 'blocked';

/** `letter/avaible-to-write`: whether I may write to the member now (a lady only after his first letter; nobody to a member who ignores them). */
export function useWriteAvailability(userId: number) {
  return useQuery({
    queryKey: ['letters', 'available-to-write', userId],
    queryFn: () => siteApi.post<{ user_id: number; available: boolean; reason: WriteRefusal | null }>('letter/avaible-to-write', { target_user_id: userId }),
    staleTime: 30_000,
  });
}
