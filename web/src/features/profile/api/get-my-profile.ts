import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userQuery, type MemberInfo } from '@/features/auth/api/get-user';
import { useSession } from '@/shared/store/session-store';

/**
 * The navigation guard's profile of the member (name, ID, sex: what men-only routes and the
 * header need), derived from identity's user data so one request serves both. The full own
 * profile (/myProfile, /edit) is profiles' `profile/load` without a target (`ownProfileQuery`).
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
