import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/store/ui-store';
import { COUNTERS_KEY } from './counters';
import { isSiteError } from './site-client';

/** Every social query's key starts here, so one invalidation refreshes lists, statuses and buttons. */
export const SOCIAL_KEY = ['social'] as const;

/** After a social action: lists, statuses and the header counters read again. */
export function useRefreshSocial() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: SOCIAL_KEY }), queryClient.invalidateQueries({ queryKey: COUNTERS_KEY })]);
}

/** A failed social action's toast: the server's words (10034 "already", 10003 "ignored") or the given fallback. */
export function useSocialFailure() {
  const { t } = useTranslation();
  return (err: unknown, fallback?: string) => {
    const text = isSiteError(err) && err.code !== null && err.desc ? err.desc : (fallback ?? t('messages.requestFailed'));
    toast(text, 'error');
  };
}
