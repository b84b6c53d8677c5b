import MailRoundedIcon from '@mui/icons-material/MailRounded';
import { useTranslation } from 'react-i18next';
import { HeaderCounter } from '@/shared/ui/header-counter';
import { useUnreadLetters } from '../api/letters';

/** The header's unread-letters counter: a link to the inbox. */
export function UnreadLettersBadge() {
  const { t } = useTranslation();
  const unread = useUnreadLetters().data?.unread ?? 0;
  return (
    <HeaderCounter to="/letters/inbox" count={unread} label={t('letters.unreadCount', { count: unread })} icon={<MailRoundedIcon />} testId="unread-letters" />
  );
}
