import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import { useTranslation } from 'react-i18next';
import { HeaderCounter } from '@/shared/ui/header-counter';
import { useUnreadNotifications } from '../api/notifications';

/** The header bell: unread notifications (`notifications/counter`), a link to /notifications. A socket notification refreshes it. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <HeaderCounter
      to="/notifications"
      count={unread}
      label={t('menu.unreadNotifications', { count: unread })}
      icon={<NotificationsRoundedIcon />}
      testId="counter-notifications"
    />
  );
}
