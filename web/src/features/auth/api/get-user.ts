import type { UserType } from '@dating/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';
import { useSession } from '@/shared/store/session-store';

/** `user/get-info`: the signed-in member as identity knows them. */
export interface MemberInfo {
  user_id: number;
  user_type: UserType;
  name: string;
  email: string;
  created_at: string;
}

export function getUser(): Promise<MemberInfo> {
  return siteApi.post<MemberInfo>('user/get-info');
}

export const userQuery = queryOptions({ queryKey: ['user'], queryFn: getUser, staleTime: 30_000 });

export function useUser() {
  const token = useSession((s) => s.token);
  return useQuery({ ...userQuery, enabled: !!token });
}
