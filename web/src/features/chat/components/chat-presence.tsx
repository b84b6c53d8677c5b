import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { LIFETIMES } from '@dating/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteSettings } from '@/shared/api/site-settings';
import { getOnlineUsers } from '../api/chat-api';
import { chatUsersQueryKey, useChatConnection } from '../api/use-chat-connection';
import { useChat } from '../store/chat-store';
import { ChatAvatar } from './chat-avatar';

/**
 * Mounted by the app frame while a member is signed in: her chat connection lives as long as she
 * does on the site (she is online on every page, not only on the chat screen), and an invite that
 * arrives while she is elsewhere pops up for the site's invite lifetime (30 s by default), with a
 * reply that opens the chat. On the chat screen the invites list shows it instead.
 */
export default function ChatPresence() {
  useChatConnection();
  return <InvitePopup />;
}

/** The live invite, off the chat screen (exported for its test). */
export function InvitePopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onChat = useLocation().pathname.startsWith('/chat');
  const invite = useChat((s) => s.liveInvite);
  const lifetime = useSiteSettings().lifetimes?.invite ?? LIFETIMES.inviteMs;
  const shown = invite !== null && !onChat;
  // On the chat screen its invites list shows it: it is not kept to pop up on the next page.
  useEffect(() => {
    if (onChat && invite) useChat.getState().dismissLiveInvite();
  }, [onChat, invite]);
  // Her name and avatar: the sender is online, so the chat's online list has them.
  const users = useQuery({ queryKey: chatUsersQueryKey, queryFn: getOnlineUsers, enabled: shown, staleTime: 10_000 });
  if (!shown) return null;
  const sender = users.data?.find((u) => u.userId === invite.senderId) ?? useChat.getState().cards[invite.senderId];
  const dismiss = () => useChat.getState().dismissLiveInvite();
  const reply = () => {
    dismiss();
    navigate(`/chat/${invite.senderId}`);
  };
  const title = sender?.fullName ? t('chat.invitePopup.title', { name: sender.fullName }) : t('chat.invitePopup.someone');

  return (
    <Snackbar
      key={invite.id}
      open
      autoHideDuration={lifetime}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Paper
        elevation={8}
        role="status"
        aria-label={title}
        data-testid="chat-invite-popup"
        sx={{ p: 2, borderRadius: 4, width: { xs: 'calc(100vw - 32px)', sm: 360 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <ChatAvatar name={sender?.fullName ?? ''} url={sender?.avatarSmall} online size={48} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.3 }}>{title}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {invite.message}
          </Typography>
          <Button variant="contained" size="small" onClick={reply} sx={{ mt: 1.5 }} data-testid="chat-invite-reply">
            {t('chat.invitePopup.reply')}
          </Button>
        </Box>
        <IconButton aria-label={t('common.close')} onClick={dismiss} size="small" sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Snackbar>
  );
}
