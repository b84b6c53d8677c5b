import MailRoundedIcon from '@mui/icons-material/MailRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadLetters } from '../api/letters';

/** The header's unread-letters counter: a link to the inbox. */
export function UnreadLettersBadge() {
  const { t } = useTranslation();
  const unread = useUnreadLetters().data?.unread ?? 0;
  const label = t('letters.unreadCount', { count: unread });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/letters/inbox" aria-label={label} data-testid="unread-letters" sx={{ p: { xs: 0.5, sm: 1 } }}>
        <Badge color="primary" badgeContent={unread} max={99}>
          <MailRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
