import { COOKIES } from '@dating/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getCookie } from '@/shared/lib/cookies';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { signOut } from './api/sign-out';

/**
 * Sign-out (spec section 4): closes the chat socket, logs out of chat and of the site, resets the user
 * to an empty profile and user type, removes the access-token and sex cookies. A failed call
 * shows the spec's logout error; the local session ends either way.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The chat code loads only for members who used the chat (its cookies exist).
    if (getCookie(COOKIES.chatRefreshToken) || getCookie(COOKIES.chatAccessToken)) {
      await import('@/features/chat/api/chat-session').then((m) => m.endChatSession()).catch(() => {});
    }
    try {
      await signOut();
    } catch {
      toast(t('messages.logoutFailed'), 'error');
    }
    useSession.getState().clear();
    navigate('/', { replace: true });
  }, [navigate, t]);
}
