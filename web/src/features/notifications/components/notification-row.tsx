import DoneRoundedIcon from '@mui/icons-material/DoneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import { thumbnail } from '@/shared/lib/thumbnail';
import { brand } from '@/shared/theme';
import type { NotificationEntry, NotificationType } from '../api/notifications';

/**
 * Where each kind of notification leads: the letter thread, the winks, the followers (invites are
 * answered there), the visitors, the gifts; a contact request's answer, the lady's profile (her
 * contacts open there); a report's outcome, the safety tips.
 */
export function notificationTarget(n: Pick<NotificationEntry, 'type' | 'user_id'>): string {
  const targets: Record<NotificationType, string> = {
    mail: `/letters/inbox/${n.user_id}`,
    wink: '/myKisses',
    favorite: '/favorites?tab=followers',
    invite: '/favorites?tab=followers',
    visitor: '/visitors',
    gift: '/gifts',
    gift_delivered: '/gifts',
    gift_declined: '/gifts',
    gift_expired: '/gifts',
    contacts_ready: `/profile/${n.user_id}`,
    contacts_declined: `/profile/${n.user_id}`,
    contacts_expired: `/profile/${n.user_id}`,
    // A report's outcome: the safety tips (the reported profile may be gone).
    report_actioned: '/safety-tips',
    report_dismissed: '/safety-tips',
  };
  return targets[n.type] ?? '/notifications';
}

/**
 * One notification: the sender's avatar and a sentence naming them (both open their profile), the
 * time, a "new" mark while unseen, and a link to the place it concerns. `senderSex` makes the
 * Russian verb agree ("подмигнула" / "подмигнул"); a click anywhere on an unseen row marks it seen,
 * as does its "Mark as read" button (for the keyboard, without leaving the page).
 */
export function NotificationRow({ item, senderSex, onSeen }: { item: NotificationEntry; senderSex: 'male' | 'female'; onSeen: (id: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = `/profile/${item.user_id}`;
  const name = item.name || t('notifications.someone');
  const unseen = !item.seen;
  return (
    <Card
      component="li"
      data-testid="notification-row"
      data-type={item.type}
      data-seen={item.seen}
      onClick={unseen ? () => onSeen(item.id) : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        borderLeft: '4px solid',
        borderLeftColor: unseen ? 'primary.main' : 'transparent',
        bgcolor: unseen ? 'rgba(214,51,108,.03)' : undefined,
        cursor: unseen ? 'pointer' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, minWidth: 0, flex: '1 1 220px' }}>
        {/* The photo repeats the name's link for the pointer; the keyboard and screen readers have the name. */}
        <Box component={RouterLink} to={profile} tabIndex={-1} aria-hidden sx={{ flex: 'none', borderRadius: '50%', display: 'inline-flex' }}>
          <Avatar
            src={thumbnail(item.avatar_url) ?? undefined}
            alt=""
            sx={{ width: { xs: 48, sm: 56 }, height: { xs: 48, sm: 56 }, background: brand.gradient, fontWeight: 800 }}
          >
            {initialsOf(name)}
          </Avatar>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: unseen ? 700 : 500, overflowWrap: 'anywhere' }} data-testid="notification-text">
            <Trans
              i18nKey={`notifications.text.${item.type}`}
              context={senderSex}
              values={{ name }}
              components={{
                profile: (
                  <Link
                    component={RouterLink}
                    to={profile}
                    underline="hover"
                    sx={{ fontWeight: 800, color: 'text.primary' }}
                    data-testid="notification-sender"
                  />
                ),
              }}
            />
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={item.time_create}>
              {format.dateTime(item.time_create)}
            </Typography>
            {unseen && <Chip size="small" color="primary" label={t('social.new')} sx={{ height: 20, fontWeight: 700 }} data-testid="notification-new" />}
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
        {unseen && (
          <Tooltip title={t('notifications.markOne')}>
            <IconButton
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                onSeen(item.id);
              }}
              aria-label={t('notifications.markOne')}
              data-testid="notification-mark"
            >
              <DoneRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Button component={RouterLink} to={notificationTarget(item)} size="small" variant={unseen ? 'contained' : 'outlined'} data-testid="notification-action">
          {t(`notifications.action.${item.type}`)}
        </Button>
      </Box>
    </Card>
  );
}
