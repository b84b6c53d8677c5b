import type { SettingKey, SettingValue } from '@dating/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteApi } from '@/shared/api';

export type MemberSettings = Record<SettingKey, SettingValue>;

/** `user/settings/get-all`: every notification flag, 'on' or 'off'. */
export function getSettings(): Promise<MemberSettings> {
  return siteApi.post<MemberSettings>('user/settings/get-all');
}

/** `user/settings/set-one`: one or more flags; answers every flag after the change. */
export function setSettings(change: Partial<MemberSettings>): Promise<MemberSettings> {
  return siteApi.post<MemberSettings>('user/settings/set-one', change);
}

/** `user/settings/change-member-password`: new_password and new_password_repeat. */
export function changePassword(newPassword: string, repeat: string): Promise<unknown> {
  return siteApi.post('user/settings/change-member-password', { new_password: newPassword, new_password_repeat: repeat });
}

export const settingsQuery = queryOptions({ queryKey: ['settings'], queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQuery);
}

/** Saves a change optimistically; on failure the previous flags come back. */
export function useSetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = queryClient.getQueryData(settingsQuery.queryKey);
      if (previous) queryClient.setQueryData(settingsQuery.queryKey, { ...previous, ...change });
      return { previous };
    },
    onError: (_err, _change, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQuery.queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: ({ newPassword, repeat }: { newPassword: string; repeat: string }) => changePassword(newPassword, repeat) });
}
