import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';
import { isMan, useSession } from '@/shared/store/session-store';

/** `credit/get-balance` (men only): the available credits, answered as `credits` beside `result`. */
export async function getBalance(): Promise<number> {
  const envelope = await siteApi.call<{ credits: number }>('credit/get-balance');
  return Number(envelope.credits ?? envelope.result?.credits ?? 0);
}

export const balanceQuery = queryOptions({ queryKey: ['credits', 'balance'], queryFn: getBalance, staleTime: 10_000 });

/** Balance is relevant to men only; for women it reads as false and is not fetched (spec section 4). */
export function useBalance() {
  const man = useSession(isMan);
  return useQuery({ ...balanceQuery, enabled: man });
}
