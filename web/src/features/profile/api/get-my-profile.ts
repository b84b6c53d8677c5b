import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userQuery, type MemberInfo } from '@/features/auth/api/get-user';
import { useSession } from '@/shared/store/session-store';

/**
 * The member's own profile. Until the profiles service lands, identity's member record is all
 * the profile there is (name, ID, sex); this query derives it from the user data so one request
 * serves both, and later switches to `profile/load` without touching its callers.
 */
export interface MyProfile {
  user_id: number;
  name: string;
  email: string;
  member_since: string;
  sex: { isWoman: boolean };
}

export function toProfile(user: MemberInfo): MyProfile {
  return { user_id: user.user_id, name: user.name, email: user.email, member_since: user.created_at, sex: { isWoman: user.user_type === 'woman' } };
}

export function myProfileQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['profile', 'me'],
    queryFn: async () => toProfile(await queryClient.fetchQuery({ ...userQuery, staleTime: 1000 })),
    staleTime: 30_000,
  });
}

export function useMyProfile() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useQuery({ ...myProfileQuery(queryClient), enabled: !!token });
}
