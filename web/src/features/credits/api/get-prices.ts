import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

/** `site/settings/get-price`: the price of every paid action (the server's price list). */
export interface ServicePrice {
  action: string;
  price: number;
}

export function getPrices(): Promise<ServicePrice[]> {
  return siteApi.post<ServicePrice[]>('site/settings/get-price');
}

export const pricesQuery = queryOptions({ queryKey: ['prices'], queryFn: getPrices, staleTime: 5 * 60_000 });

export function usePrices() {
  return useQuery(pricesQuery);
}
