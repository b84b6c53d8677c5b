import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GIFT_STATUS_FILTERS, GIFT_STATUSES } from '@dating/rules';
import { siteApi } from '@/shared/api';
import { usePagedList } from '@/shared/hooks/use-paged-list';

/** A catalogue gift of `present/get-peresents` (prices in credits). */
export interface Gift {
  id: number;
  name: string;
  /** Its Russian name, when the catalogue has one. */
  name_ru?: string | null;
  /** A data value of `GIFT_CATEGORY_ORDER` (an unknown one still shows, as "Other"). */
  category: string;
  price: number;
  delivery_price: number;
}

export type GiftStatus = (typeof GIFT_STATUSES)[number];
export type GiftStatusFilter = (typeof GIFT_STATUS_FILTERS)[number];
export type GiftSort = 'date' | 'price';
export type SortDirection = 'asc' | 'desc';

interface GiftPerson {
  user_id: number;
  name: string;
  avatar: string | null;
}

/** A sent gift of `present/get-my-gifts`: what he paid (the prices when sent), where it stands, who sent it to whom. */
export interface GiftSend {
  id: number;
  gift: { id: number; name: string; name_ru?: string | null; category: string };
  old_price: number;
  old_delivery_price: number;
  comment: string | null;
  status: GiftStatus;
  moderation_agency: 'free' | 'accept' | 'reject';
  moderation_site: 'free' | 'accept' | 'reject';
  /** A rejection's reason. */
  reason: string | null;
  receiver: GiftPerson;
  sender: GiftPerson;
  /** ISO 8601: when he sent it. */
  time_create: string;
  /** ISO 8601: when it was delivered. */
  date: string | null;
  /**
   * ISO 8601: when billing gave his held credits back because no moderator decided in time (the
   * hold expired), else null. The status stays until a moderator rejects it; the money is returned.
   */
  hold_expired_at: string | null;
}

/** How the list of gifts is asked for: a lady's has no status (she sees the delivered ones only). */
export interface GiftListParams {
  status?: GiftStatusFilter;
  sort: GiftSort;
  direction: SortDirection;
}

/** `present/send-to-user`'s body: `client_id` is made once per send, so a retry is charged and stored once. */
export interface SendGiftBody {
  target_user_id: number;
  gift_id: number;
  comment?: string;
  client_id: string;
}

/** Spec section 4's page of 20 with show more (the rules' page sizes have no gifts entry). */
export const GIFTS_PAGE_SIZE = 20;

export const giftKeys = {
  all: ['gifts'] as const,
  catalogue: ['gifts', 'catalogue'] as const,
  lists: ['gifts', 'list'] as const,
};

/** A new `client_id` (a UUID where the browser has one). */
export const newGiftClientId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The active catalogue, ordered by category then price; the modal and /gifts filter it by category in the browser. */
export function useGiftCatalogue() {
  return useQuery({
    queryKey: giftKeys.catalogue,
    queryFn: () => siteApi.post<Gift[]>('present/get-peresents'),
    staleTime: 5 * 60_000,
  });
}

/** His sent gifts (or her received ones), 20 at a time with show more, filtered and sorted by the server. */
export function useGiftList(params: GiftListParams) {
  return usePagedList<GiftSend>(giftKeys.lists, 'present/get-my-gifts', { ...params }, GIFTS_PAGE_SIZE);
}

/**
 * `present/send-to-user`: the price is held at once, so the balance (and the orders) are read
 * again, and so are the lists of gifts. 10025 opens the low-credits modal (the query client's rule).
 */
export function useSendGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendGiftBody) => siteApi.post<GiftSend>('present/send-to-user', { ...body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['credits'] });
      void client.invalidateQueries({ queryKey: giftKeys.lists });
    },
  });
}

/** A gift's name in the member's language: the Russian one where the catalogue has it, else the English one. */
export const giftName = (gift: { name: string; name_ru?: string | null }, language: string): string =>
  language.startsWith('ru') && gift.name_ru ? gift.name_ru : gift.name;
