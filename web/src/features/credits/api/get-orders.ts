import { PAGE_SIZES, type ORDER_SORT_COLUMNS, type OrderType } from '@dating/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';
import type { Paged } from './get-payments';

/** A row of `credit/get-orders`: type, spent (or held) credits, quantity, date (spec section 3). */
export interface OrderRow {
  id: string;
  type: OrderType | null;
  type_name: string;
  companion_id: string;
  companion_name: string;
  credits: number;
  quantity: number;
  reversed: boolean;
  /** Credits held, not yet spent: a gift or a contact request waiting for moderation (absent from an older server). */
  held?: boolean;
  date: string;
}

export interface OrdersParams {
  search: string;
  type: OrderType | '';
  sort: (typeof ORDER_SORT_COLUMNS)[number];
  direction: 'asc' | 'desc';
  page: number;
}

export async function getOrders(params: OrdersParams): Promise<Paged<OrderRow>> {
  const envelope = await siteApi.call<OrderRow[]>('credit/get-orders', {
    sort: params.sort,
    direction: params.direction,
    search_name_or_id: params.search.trim(),
    search_order_type: params.type,
    limit: PAGE_SIZES.orders,
    offset: params.page * PAGE_SIZES.orders,
  });
  return { rows: envelope.result ?? [], total: envelope.total_count ?? envelope.result?.length ?? 0 };
}

export const ordersQuery = (params: OrdersParams) => queryOptions({ queryKey: ['credits', 'orders', params], queryFn: () => getOrders(params) });

export function useOrders(params: OrdersParams) {
  return useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData });
}
