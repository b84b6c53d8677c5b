import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { unviewedInvites } from '../lib/chat-rules';
import { useChat } from '../store/chat-store';
import { ChatAvatar } from './chat-avatar';

/** The left pane: new invites (10 newest unviewed) and the online list (newest online first). */
export function OnlineList({ onSelect, onRetry }: { onSelect: (userId: string) => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const users = useChat((s) => s.users);
  const status = useChat((s) => s.usersStatus);
  const invites = useChat((s) => s.invites);
  const companionId = useChat((s) => s.companionId);
  const typingIds = useChat((s) => s.typingIds);
  const man = useSession((s) => s.userType === 'man');
  const unviewed = useMemo(() => unviewedInvites(invites), [invites]);
  const nameOf = (id: string) => users.find((u) => u.userId === id)?.fullName || t('chat.member', { id });
  const unviewedBy = (id: string) => invites.filter((i) => i.senderId === id && !i.viewed).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }} data-testid="chat-online-list">
      <Box sx={{ px: 2.5, pt: 2.5, pb: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t('chat.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {status === 'ready' ? t(man ? 'chat.onlineLadies' : 'chat.onlineMen', { count: users.length }) : t('chat.lead')}
        </Typography>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        {unviewed.length > 0 && (
          <Box sx={{ px: 1.5, pt: 1.5 }} data-testid="chat-invites">
            <Typography variant="overline" color="primary" sx={{ px: 1, fontWeight: 800, display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <MarkEmailUnreadRoundedIcon sx={{ fontSize: 16 }} />
              {t('chat.invites', { count: unviewed.length })}
            </Typography>
            {unviewed.map((i) => (
              <ListItemButton
                key={i.id}
                onClick={() => onSelect(i.senderId)}
                data-testid="chat-invite"
                sx={{ borderRadius: 3, mb: 0.5, bgcolor: 'rgba(214,51,108,.06)', alignItems: 'flex-start' }}
              >
                <ListItemAvatar sx={{ minWidth: 52 }}>
                  <ChatAvatar name={nameOf(i.senderId)} url={users.find((u) => u.userId === i.senderId)?.avatarSmall} size={36} />
                </ListItemAvatar>
                <ListItemText
                  primary={nameOf(i.senderId)}
                  secondary={i.message}
                  slotProps={{ primary: { sx: { fontWeight: 800 }, noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </Box>
        )}
        {status === 'loading' && (
          <Box sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="chat-users-loading">
            {[0, 1, 2, 3, 4].map((k) => (
              <Box key={k} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Skeleton variant="circular" width={44} height={44} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="35%" />
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {status === 'error' && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('chat.retry')}
              </Button>
            }
          >
            {t('messages.userListFailed')}
          </Alert>
        )}
        {status === 'ready' && users.length === 0 && (
          <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="chat-users-empty">
            <ForumRoundedIcon sx={{ fontSize: 40, color: 'primary.light', mb: 1 }} />
            <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>{t('chat.nobodyOnline')}</Typography>
            <Typography variant="body2">{t('chat.nobodyOnlineText')}</Typography>
          </Box>
        )}
        {status === 'ready' && users.length > 0 && (
          <List sx={{ px: 1.5, py: 1 }} aria-label={t('chat.onlineList')}>
            {users.map((u) => {
              const count = unviewedBy(u.userId);
              const name = u.fullName || t('chat.member', { id: u.userId });
              return (
                <ListItem key={u.userId} disablePadding>
                  <ListItemButton
                    selected={u.userId === companionId}
                    onClick={() => onSelect(u.userId)}
                    data-testid="chat-user"
                    data-user-id={u.userId}
                    sx={{ borderRadius: 3, mb: 0.5, py: 1, '&.Mui-selected': { bgcolor: 'rgba(214,51,108,.10)' } }}
                  >
                    <ListItemAvatar sx={{ minWidth: 58 }}>
                      <ChatAvatar name={name} url={u.avatarSmall} online />
                    </ListItemAvatar>
                    <ListItemText
                      primary={name}
                      secondary={typingIds.includes(u.userId) ? t('chat.typing') : u.roomId ? t('chat.continue') : t('chat.sayHello')}
                      slotProps={{
                        primary: { sx: { fontWeight: 800 }, noWrap: true, 'data-testid': 'chat-user-name' } as object,
                        secondary: { noWrap: true, sx: typingIds.includes(u.userId) ? { color: 'primary.main', fontStyle: 'italic' } : undefined },
                      }}
                    />
                    {count > 0 && <Chip size="small" color="primary" label={count} sx={{ fontWeight: 800, height: 22 }} />}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
}
