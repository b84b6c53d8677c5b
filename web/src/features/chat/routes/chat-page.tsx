import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { reconnectChatSocket } from '../api/chat-socket';
import { useOnlineUsers } from '../api/use-chat-connection';
import { Conversation } from '../components/conversation';
import { OnlineList } from '../components/online-list';
import { useChat } from '../store/chat-store';

const KEYFRAMES = {
  '@keyframes chatPulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } },
  '@keyframes chatDot': { '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 }, '40%': { transform: 'translateY(-4px)', opacity: 1 } },
};

/** Offers browser notifications (used for 'You have a new message' while the tab is hidden). */
function NotificationsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  if (permission !== 'default') return null;
  return (
    <Tooltip title={t('chat.enableNotifications')}>
      <IconButton aria-label={t('chat.enableNotifications')} onClick={() => void Notification.requestPermission().then(setPermission)} size="small">
        <NotificationsActiveRoundedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Opens the letters-and-chat info: how a man's chat minutes are billed (a lady reads that it is free for her). */
function PaymentInfoButton() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('creditModals.lettersChat.open')}>
      <IconButton
        aria-label={t('creditModals.lettersChat.open')}
        aria-haspopup="dialog"
        onClick={() => openModal('lettersChatInfo')}
        size="small"
        data-testid="chat-info"
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * /chat/{id?}: live chat (spec sections 2, 4, 7-9). The online list beside the conversation with
 * the companion of the address; at 768 px and less the two are panes that switch.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const companionId = id && /^\d{1,20}$/.test(id) ? id : null;
  const mobile = useIsMobile();
  const man = useSession((s) => s.userType === 'man');
  const users = useOnlineUsers();
  const connection = useChat((s) => s.connection);

  useEffect(() => {
    const chat = useChat.getState();
    chat.selectCompanion(companionId);
    chat.setChatOpen(!!companionId);
    return () => useChat.getState().setChatOpen(false);
  }, [companionId]);

  const select = (userId: string) => navigate(`/chat/${userId}`);
  const showList = !mobile || !companionId;
  const showConversation = !mobile || !!companionId;

  return (
    <>
      <GlobalStyles styles={KEYFRAMES} />
      {(connection === 'failed' || connection === 'disconnected') && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="chat-connection-lost"
          action={
            <Button color="inherit" size="small" onClick={reconnectChatSocket}>
              {t('chat.reconnect')}
            </Button>
          }
        >
          {t('chat.connectionLost')}
        </Alert>
      )}
      <Card
        data-testid="chat-page"
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: mobile ? 'minmax(0, 1fr)' : '320px minmax(0, 1fr)',
          height: { xs: 'calc(100dvh - 112px)', md: 'calc(100dvh - 160px)' },
          minHeight: 420,
          overflow: 'hidden',
          p: 0,
        }}
      >
        {showList && (
          <Box sx={{ borderRight: mobile ? 0 : '1px solid', borderColor: 'divider', minHeight: 0, bgcolor: '#fff', position: 'relative' }}>
            <Box sx={{ position: 'absolute', right: 12, top: 18, display: 'flex', gap: 0.5 }}>
              <NotificationsButton />
              <PaymentInfoButton />
            </Box>
            <OnlineList onSelect={select} onRetry={() => void users.refetch()} />
          </Box>
        )}
        {showConversation &&
          (companionId ? (
            <Conversation key={companionId} companionId={companionId} man={man} onBack={mobile ? () => navigate('/chat') : undefined} />
          ) : (
            <Box
              sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', p: 4, background: 'linear-gradient(180deg, #fdf7fa 0%, #f8f4fb 100%)' }}
              data-testid="chat-no-companion"
            >
              <Box>
                <Box
                  sx={{
                    width: 84,
                    height: 84,
                    borderRadius: '50%',
                    mx: 'auto',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(214,51,108,.08)',
                    color: 'primary.main',
                  }}
                >
                  <ForumRoundedIcon sx={{ fontSize: 40 }} />
                </Box>
                <Typography variant="h5" component="h2" sx={{ mt: 2, fontWeight: 800 }}>
                  {t('chat.pickTitle')}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 360 }}>
                  {man ? t('chat.pickTextMan') : t('chat.pickTextWoman')}
                </Typography>
              </Box>
            </Box>
          ))}
      </Card>
    </>
  );
}
