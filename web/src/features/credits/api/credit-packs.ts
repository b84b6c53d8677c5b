import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

/** A credit pack of `credit/load-credit-packs`, with the spec's flags `best` and `one-time`. */
export interface CreditPack {
  id: string;
  name: string;
  credits: number;
  /** US dollars. */
  price: number;
  segpay_price_point_id: string;
  payment_link: string | null;
  best: boolean;
  'one-time': boolean;
  /** False for a one-time pack already bought. */
  available: boolean;
}

export function loadCreditPacks(): Promise<CreditPack[]> {
  return siteApi.post<CreditPack[]>('credit/load-credit-packs');
}

export const creditPacksQuery = queryOptions({ queryKey: ['credits', 'packs'], queryFn: loadCreditPacks });

export function useCreditPacks() {
  return useQuery(creditPacksQuery);
}

/** `segpay/get-url`: the hosted payment page of a pack (the body is the payment link). */
export function getCheckoutUrl(pack: Pick<CreditPack, 'id' | 'segpay_price_point_id'>): Promise<string> {
  return siteApi.post<string>('segpay/get-url', { price_point_id: pack.segpay_price_point_id, credit_pack_id: pack.id });
}

export function useCheckout() {
  return useMutation({ mutationFn: getCheckoutUrl });
}
