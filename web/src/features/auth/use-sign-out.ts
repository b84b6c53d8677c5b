import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { signOut } from './api/sign-out';

/**
 * Sign-out (spec section 4): logs out of the site (and of chat, once it exists), resets the user
 * to an empty profile and user type, removes the access-token and sex cookies. A failed call
 * shows the spec's logout error; the local session ends either way.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast(t('messages.logoutFailed'), 'error');
    }
    useSession.getState().clear();
    navigate('/', { replace: true });
  }, [navigate, t]);
}
