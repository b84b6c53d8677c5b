import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMemberProfile } from '@/features/profile/api/profiles';
import { isSiteError } from '@/shared/api';
import { useFormat } from '@/shared/i18n/format';
import { toast } from '@/shared/store/ui-store';
import { getHistory } from '../api/chat-api';
import { endChat, sendChatMessage, sendTyping } from '../api/chat-socket';
import { useLiveCam } from '../api/use-live-cam';
import { nextHistorySkip } from '../lib/chat-rules';
import type { ChatMessage } from '../lib/chat-types';
import { useChat } from '../store/chat-store';
import { BillingTimer } from './billing-timer';
import { ChatAvatar } from './chat-avatar';
import { ChatPhotosButton } from './chat-photos';
import { Composer } from './composer';
import { CameraButton, LiveCamPanel } from './live-cam-panel';
import { LoadError } from '@/shared/ui/load-error';
import { ReportMemberButton } from '@/features/reports/components/report-member-button';

/** Why billing stopped (the server's `reason`), each with its own line. */
const ENDED_REASONS = { ended: true, lowBalance: true, userOffline: true, paymentError: true };

const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The right pane: the companion, the billing timer and End chat, the history with load-more, typing, the composer. */
export function Conversation({ companionId, onBack, man }: { companionId: string; onBack?: () => void; man: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const clock = useMemo(() => new Intl.DateTimeFormat(fmt.locale, { hour: '2-digit', minute: '2-digit' }), [fmt.locale]);
  const messages = useChat((s) => s.messages);
  const pagination = useChat((s) => s.pagination);
  const roomId = useChat((s) => s.roomId);
  const online = useChat((s) => s.users.find((u) => u.userId === companionId));
  const typing = useChat((s) => s.typingIds.includes(companionId));
  const session = useChat((s) => (s.roomId ? s.billing[s.roomId] : undefined));
  const connection = useChat((s) => s.connection);
  const ended = useChat((s) => (s.roomId && !s.billing[s.roomId] ? s.ended[s.roomId] : undefined));
  const profile = useMemberProfile(online?.fullName ? 0 : Number(companionId));
  const name = online?.fullName || profile.data?.name || t('chat.member', { id: companionId });
  const avatar = online?.avatarSmall ?? profile.data?.avatar_url ?? null;

  const cam = useLiveCam({ roomId, man, active: !!session });
  const [loadingMore, setLoadingMore] = useState(false);
  const [ending, setEnding] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  // The first page (skip 0) through TanStack Query; it replaces the store's messages and sets the room.
  const first = useQuery({
    queryKey: ['chat', 'history', companionId],
    queryFn: () => getHistory(companionId, 0),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (first.data) useChat.getState().historyLoaded(first.data, 0);
  }, [first.data]);
  useEffect(() => {
    if (!first.error) return;
    useChat.getState().historyFailed(0);
    toast(isSiteError(first.error) && first.error.code !== null ? first.error.desc : t('chat.historyFailed'), 'error');
  }, [first.error, t]);
  const status = first.isPending ? 'loading' : first.isError ? 'error' : 'ready';

  const load = async (skip: number) => {
    try {
      const page = await getHistory(companionId, skip);
      if (useChat.getState().companionId === companionId) useChat.getState().historyLoaded(page, skip);
    } catch (err) {
      useChat.getState().historyFailed(skip);
      toast(isSiteError(err) && err.code !== null ? err.desc : t('chat.historyFailed'), 'error');
    }
  };

  const loadMore = async () => {
    if (!pagination.hasMore || loadingMore) return;
    setLoadingMore(true);
    const box = scroller.current;
    const before = box ? box.scrollHeight - box.scrollTop : 0;
    await load(nextHistorySkip(pagination));
    setLoadingMore(false);
    // Keep the reader where she was while older messages appear above.
    requestAnimationFrame(() => {
      if (box) box.scrollTop = box.scrollHeight - before;
    });
  };

  // New messages at the end: scroll to them.
  const lastId = messages[messages.length - 1]?._id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, typing]);

  const send = async (text: string) => {
    try {
      const message = await sendChatMessage({ receiverId: companionId, roomId: useChat.getState().roomId, message: text, clientMessageId: newClientId() });
      useChat.getState().sent(message);
      return true;
    } catch (err) {
      // 10025: he cannot pay a minute; the server's lowBalance event shows the toast and the modal.
      // 10034: faster than the flood limit; said in the member's language, the text stays in the box.
      if (isSiteError(err, 10034)) toast(t('chat.tooFast'), 'warning');
      else if (!isSiteError(err, 10025)) toast(isSiteError(err) ? err.desc : t('messages.requestFailed'), 'error');
      return false;
    }
  };

  const end = async () => {
    if (!roomId) return;
    setEnding(true);
    try {
      await endChat(roomId);
    } catch (err) {
      toast(isSiteError(err) ? err.desc : t('messages.requestFailed'), 'error');
    }
    setEnding(false);
  };

  const offline = !online;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // On a phone the running timer takes the status line's place (the avatar's dot still shows she is
  // online), so the name keeps the header's width beside the camera and end buttons.
  const timerUnderName = phone && !!session && !typing;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="chat-conversation">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.75, sm: 1.5 },
          px: { xs: 1, sm: 2.5 },
          py: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: '#fff',
        }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label={t('chat.back')} data-testid="chat-back">
            <ArrowBackRoundedIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={`/profile/${companionId}`}
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, minWidth: 0, color: 'inherit', textDecoration: 'none', flex: 1 }}
        >
          <ChatAvatar name={name} url={avatar} online={!offline} size={42} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 800 }} noWrap data-testid="chat-companion-name">
              {name}
            </Typography>
            {timerUnderName ? (
              <BillingTimer session={session!} compact />
            ) : (
              <Typography variant="body2" noWrap sx={{ color: typing ? 'primary.main' : offline ? 'text.secondary' : 'success.main', fontWeight: 600 }}>
                {typing ? t('chat.typing') : offline ? t('chat.offline') : t('chat.online')}
              </Typography>
            )}
          </Box>
        </Box>
        {session && !timerUnderName && <BillingTimer session={session} />}
        {man && <ChatPhotosButton companionId={companionId} name={name} />}
        {/* Harassment is reported where it happens, on a phone too (the flag alone; the name shortens first). */}
        <ReportMemberButton userId={Number(companionId)} name={name} compact />
        <CameraButton cam={cam} />
        {session && (
          <Button
            color="error"
            variant="outlined"
            size="small"
            onClick={() => void end()}
            disabled={ending}
            startIcon={<CallEndRoundedIcon />}
            data-testid="chat-end"
            sx={{ whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
            aria-label={t('chat.end')}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('chat.end')}
            </Box>
          </Button>
        )}
      </Box>
      <LiveCamPanel cam={cam} man={man} name={name} />
      {(connection === 'reconnecting' || connection === 'connecting') && (
        <Box sx={{ px: 2, py: 0.5, bgcolor: '#fff4e5', color: '#8a5300', fontSize: 13, display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={12} color="inherit" /> {t('chat.connecting')}
        </Box>
      )}
      <Box
        ref={scroller}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2, background: 'linear-gradient(180deg, #fdf7fa 0%, #f8f4fb 100%)' }}
        data-testid="chat-messages"
        aria-live="polite"
      >
        {status === 'loading' && (
          <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="chat-history-loading">
            {[60, 40, 70, 50].map((w, i) => (
              <Skeleton key={i} variant="rounded" height={40} width={`${w}%`} sx={{ borderRadius: 4, justifySelf: i % 2 ? 'end' : 'start' }} />
            ))}
          </Box>
        )}
        {status === 'error' && <LoadError message={t('chat.historyFailed')} retryLabel={t('chat.retry')} onRetry={() => void first.refetch()} />}
        {status === 'ready' && pagination.hasMore && (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <Button size="small" variant="text" onClick={() => void loadMore()} disabled={loadingMore} data-testid="chat-load-more">
              {loadingMore ? <CircularProgress size={16} /> : t('chat.loadMore')}
            </Button>
          </Box>
        )}
        {status === 'ready' && messages.length === 0 && (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', color: 'text.secondary' }} data-testid="chat-empty">
            <Box>
              <ChatBubbleOutlineRoundedIcon sx={{ fontSize: 44, color: 'primary.light' }} />
              <Typography sx={{ fontWeight: 800, color: 'text.primary', mt: 1 }}>
                {/* His chat can start only while she is online: the invitation to write waits for her. */}
                {man && offline ? t('chat.emptyTitleManOffline', { name }) : t('chat.emptyTitle', { name })}
              </Typography>
              <Typography variant="body2" sx={{ maxWidth: 320 }}>
                {/* She may write to an offline man (he reads it when he is back); only an online one sees it at once. */}
                {man
                  ? offline
                    ? t('chat.emptyTextManOffline')
                    : t('chat.emptyTextMan')
                  : offline
                    ? t('chat.emptyTextWomanOffline', { name })
                    : t('chat.emptyTextWoman')}
              </Typography>
            </Box>
          </Box>
        )}
        {status === 'ready' &&
          messages.map((m, i) => (
            <Bubble
              key={m._id}
              message={m}
              // A conversation holds only her and me: whatever the companion did not send is mine, also
              // before the session has told the store who I am (a reload drew his own history on the left).
              mine={m.sender.userId !== companionId}
              time={clock.format(new Date(m.createdAt))}
              grouped={messages[i - 1]?.sender.userId === m.sender.userId}
            />
          ))}
        {status === 'ready' && ended && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }} data-testid="chat-ended" role="status">
            <Box
              sx={{
                px: 1.75,
                py: 0.75,
                borderRadius: 999,
                bgcolor: 'rgba(43,33,53,.06)',
                color: 'text.secondary',
                fontSize: 13,
                fontWeight: 600,
                textAlign: 'center',
              }}
            >
              {/* the companion's sex: Russian says she or he went offline */}
              {t(`chat.ended.${ended.reason in ENDED_REASONS ? ended.reason : 'ended'}`, { context: man ? 'female' : 'male' })} ·{' '}
              {t('chat.billedMinutes', { count: ended.minutes })}
            </Box>
          </Box>
        )}
        {typing && (
          <Box
            sx={{ display: 'inline-flex', gap: 0.5, px: 1.5, py: 1.25, mt: 1, borderRadius: 4, bgcolor: '#fff', boxShadow: '0 1px 2px rgba(43,33,53,.08)' }}
            data-testid="chat-typing"
            aria-label={t('chat.typing')}
          >
            {[0, 1, 2].map((d) => (
              <Box
                key={d}
                sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: 'primary.light', animation: `chatDot 1.2s ${d * 0.15}s infinite ease-in-out` }}
              />
            ))}
          </Box>
        )}
      </Box>
      {/* He cannot write until she is online; she can, and is told when he will read it (the empty state says it before the first message). */}
      {offline && (status === 'ready' ? messages.length > 0 : man) && (
        <Box sx={{ px: 2, py: 1, bgcolor: '#f7f3f8', color: 'text.secondary', fontSize: 13, textAlign: 'center' }} data-testid="chat-offline-note">
          {man ? t('chat.offlineNote', { name }) : t('chat.offlineNoteWoman', { name })}
        </Box>
      )}
      <Composer
        onSend={send}
        onTyping={(on) => sendTyping({ receiverId: companionId, roomId: useChat.getState().roomId, typeStatus: on })}
        disabled={man && offline}
      />
    </Box>
  );
}

function Bubble({ message, mine, time, grouped }: { message: ChatMessage; mine: boolean; time: string; grouped: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mt: grouped ? 0.5 : 1.5 }}
      data-testid="chat-message"
      data-seq={message.seq}
      data-mine={mine}
    >
      <Box
        sx={{
          maxWidth: { xs: '82%', sm: '70%' },
          px: 1.75,
          py: 1,
          borderRadius: 4,
          borderBottomRightRadius: mine ? 6 : 16,
          borderBottomLeftRadius: mine ? 16 : 6,
          background: mine ? 'linear-gradient(135deg, #e8437f 0%, #c2255c 100%)' : '#fff',
          color: mine ? '#fff' : 'text.primary',
          boxShadow: mine ? '0 4px 12px rgba(214,51,108,.22)' : '0 1px 2px rgba(43,33,53,.08)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography component="span" sx={{ fontSize: 15, lineHeight: 1.45 }} data-testid="chat-message-text">
          {message.message}
        </Typography>
        <Typography component="span" sx={{ display: 'block', textAlign: 'right', fontSize: 11, opacity: 0.7, mt: 0.25 }}>
          {time}
        </Typography>
      </Box>
    </Box>
  );
}
