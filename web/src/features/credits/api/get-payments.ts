import { PAGE_SIZES, type PAYMENT_SORT_COLUMNS } from '@dating/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

/** A row of `credit/replenishment` (spec section 3: id, pack_name, credits, price in USD, created_at). */
export interface PaymentRow {
  id: string;
  pack_name: string;
  credits: number;
  price: number;
  created_at: string;
  status: 'approved' | 'reversed';
  reversed: boolean;
}

export interface PaymentsParams {
  sort: (typeof PAYMENT_SORT_COLUMNS)[number];
  direction: 'asc' | 'desc';
  page: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export async function getPayments(params: PaymentsParams): Promise<Paged<PaymentRow>> {
  const envelope = await siteApi.call<PaymentRow[]>('credit/replenishment', {
    sort: params.sort,
    direction: params.direction,
    limit: PAGE_SIZES.payments,
    offset: params.page * PAGE_SIZES.payments,
  });
  return { rows: envelope.result ?? [], total: envelope.total_count ?? envelope.result?.length ?? 0 };
}

export const paymentsQuery = (params: PaymentsParams) => queryOptions({ queryKey: ['credits', 'payments', params], queryFn: () => getPayments(params) });

export function usePayments(params: PaymentsParams) {
  return useQuery({ ...paymentsQuery(params), placeholderData: keepPreviousData });
}
