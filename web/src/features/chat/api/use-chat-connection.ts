import { HELD_OUTCOME_TYPES } from '@dating/rules';
import { LIFETIMES, UI, VISUAL_SETTINGS } from '@dating/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '@/features/credits/api/get-balance';
import { useSettings } from '@/features/settings/api/settings';
import { isMan, useSession } from '@/shared/store/session-store';
import { useSiteSettings } from '@/shared/api/site-settings';
import { refreshAfterNotification } from '@/shared/api/counters';
import { openModal, toast } from '@/shared/store/ui-store';
import { debounceLeading, noticeSound, playSound, playTone } from '../lib/sounds';
import { type ChatEffects, setChatEffects, type SoundKind, useChat } from '../store/chat-store';
import { mergeOnlineList } from '../lib/chat-rules';
import { getOnlineUsers } from './chat-api';
import { connectChatSocket, sendInvitesViewed, setReconnectListener } from './chat-socket';

export const chatUsersQueryKey = ['chat', 'users'] as const;

/** Which settings flag allows each chat sound (the master `sound` flag must be on too); a notice's sound has its own (noticeSound). */
const SOUND_FLAG: Record<Exclude<SoundKind, 'toast'>, string> = {
  invite: 'sound_chat',
  message: 'sound_chat_message_active',
  billingStarted: 'sound_chat_notification',
  notification: 'sound_system_notification',
};

/**
 * A moderation outcome's toast says at a glance whether it went his way, and a report acted on is
 * good news for its reporter; the rest (a report dismissed included) are news ('info').
 */
const NOTICE_TOAST_TYPES: Record<string, 'success' | 'warning'> = {
  ...Object.fromEntries(
    Object.values(HELD_OUTCOME_TYPES).flatMap((ends) => [
      [ends.accepted, 'success'],
      [ends.rejected, 'warning'],
    ]),
  ),
  report_actioned: 'success',
};

/**
 * The member's chat connection, held by the app frame for as long as she is signed in, whatever
 * page she is on: she is online while a socket of hers is connected (spec section 7), so it cannot
 * wait for the chat screen. It logs in to chat, opens the socket and gives socket events their
 * effects: translated toasts, sounds and browser notifications as the member's settings allow (the
 * message sound debounced 500 ms), the header balance after every billing event, the low-credits
 * modal.
 */
export function useChatConnection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const man = useSession(isMan);
  const userId = useSession((s) => s.userId);
  const { data: settings } = useSettings();
  const { sounds, lifetimes } = useSiteSettings();

  useEffect(() => {
    if (userId !== null) useChat.getState().setMe(String(userId));
  }, [userId]);

  const effects = useMemo<ChatEffects>(() => {
    const flags = settings as Record<string, string> | undefined;
    const allowedBy = (flag: string) => !flags || (flags.sound !== 'off' && flags[flag] !== 'off');
    const allowed = (kind: SoundKind) => kind !== 'toast' && allowedBy(SOUND_FLAG[kind]);
    const messageSound = debounceLeading(() => playTone('message'), UI.messageSoundDebounceMs);
    const file: Partial<Record<SoundKind, string | undefined>> = {
      invite: sounds?.chat_invite,
      billingStarted: sounds?.billing_started,
      toast: sounds?.toast,
      notification: sounds?.system_notification,
    };
    return {
      toast: (text, type) => toast(text.raw ?? (t(`messages.${text.key}`, { defaultValue: '' }) || t(`chat.${text.key}`)), type),
      sound: (kind) => {
        if (!allowed(kind)) return;
        if (kind === 'message') messageSound();
        else playSound(kind, file[kind]);
      },
      notify: () => {
        if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
        try {
          new Notification(t('chat.title'), { body: t('messages.newMessage') });
        } catch {
          // Some browsers allow notifications only from a service worker.
        }
      },
      tabHidden: () => document.visibilityState === 'hidden',
      balanceChanged: (credits) => {
        if (!man) return;
        if (credits !== null) queryClient.setQueryData(balanceQuery.queryKey, credits);
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
      },
      lowCredits: () => {
        if (man) openModal('lowCredits', { reason: 'chat' });
      },
      refreshUsers: () => void queryClient.invalidateQueries({ queryKey: chatUsersQueryKey }),
      // The header's badges (profile/counter, unread letters, the notifications bell) and an open notifications list.
      refreshCounters: (type) => void refreshAfterNotification(queryClient, type),
      notice: (notice) => {
        const sound = noticeSound(notice.type);
        if (allowedBy(sound.flag)) playSound(sound.kind, file[sound.kind]);
        const visual = VISUAL_SETTINGS.map((key) => flags?.[key]);
        if (!visual.some((v) => v !== 'off')) return;
        // Said in her language when the kind is known; the sender is of the other sex (Russian verbs agree with it).
        const key = `chat.notifications.${notice.type}`;
        const text = notice.type && notice.fullName && i18n.exists(key) ? t(key, { name: notice.fullName, context: man ? 'female' : 'male' }) : notice.message;
        if (text) toast(text, NOTICE_TOAST_TYPES[notice.type ?? ''] ?? 'info', lifetimes?.visual_notification ?? LIFETIMES.visualNotificationMs);
      },
      invitesViewed: sendInvitesViewed,
      photoSold: (buyerName) => toast(buyerName ? t('chat.photos.sold', { name: buyerName }) : t('chat.photos.soldBySomeone'), 'success'),
    };
  }, [i18n, lifetimes, man, queryClient, settings, sounds, t]);

  useEffect(() => {
    setChatEffects(effects);
  }, [effects]);

  useEffect(() => {
    connectChatSocket().catch(() => toast(t('messages.chatLoginFailed'), 'error'));
    setReconnectListener(() => {
      // Nothing shown yet to catch up from: the first page is asked again.
      if (!useChat.getState().messages.length) void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
    });
    // Whoever came or went while the socket was not connected (before its first connect too: the
    // chat screen may have read the list first) sent no event to it: the online list is asked again.
    const stopWatching = useChat.subscribe((state, before) => {
      if (state.connection === 'connected' && before.connection !== 'connected') void queryClient.invalidateQueries({ queryKey: chatUsersQueryKey });
    });
    return () => {
      setReconnectListener(null);
      stopWatching();
    };
  }, [queryClient, t]);
}

/** The chat screen's online list (TanStack Query, mirrored into the store so socket events can reorder it). */
export function useOnlineUsers() {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: chatUsersQueryKey, queryFn: getOnlineUsers, retry: 1 });

  // dataUpdatedAt: a refetch answering the same list must still replace the placeholders events made.
  useEffect(() => {
    if (users.data) useChat.getState().setUsers(mergeOnlineList(useChat.getState().users, users.data));
  }, [users.data, users.dataUpdatedAt]);
  useEffect(() => {
    if (!users.isError) return;
    useChat.getState().setUsers(null);
    toast(t('messages.userListFailed'), 'error');
  }, [users.isError, t]);

  return users;
}
