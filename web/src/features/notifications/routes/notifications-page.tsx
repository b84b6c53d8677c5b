import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { MemberList } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { type NotificationEntry, type NotificationsTab, useMarkNotificationsSeen, useNotifications, useUnreadNotifications } from '../api/notifications';
import { NotificationRow } from '../components/notification-row';

/**
 * /notifications: what members did for me (letters, winks, favorites, invites, visits), all or only
 * from my favorites (`?tab=favorite`), 20 at a time. Unlike winks and visitors, opening the page
 * marks nothing: a click on a notification marks it read, "Mark all as read" marks them all.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  // A man's notifications come from ladies and a lady's from men: the Russian verb agrees with the sender.
  const senderSex = isWoman ? 'male' : 'female';
  const [params, setParams] = useSearchParams();
  const tab: NotificationsTab = params.get('tab') === 'favorite' ? 'favorite' : 'all';
  const list = useNotifications(tab);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const mark = useMarkNotificationsSeen();
  const anyUnseen = unread > 0 || list.items.some((n) => !n.seen);

  // One at a time is not required: each click marks its own notification.
  const markOne = (id: number) => mark.mutate({ notification: id }, { onError: () => toast(t('messages.requestFailed'), 'error') });
  const markAll = () =>
    mark.mutate({ all: true }, { onSuccess: () => toast(t('notifications.markedAll'), 'success'), onError: () => toast(t('messages.requestFailed'), 'error') });

  return (
    // On a phone a row's mark-as-read check and its action are 44 px tap targets (30 px otherwise).
    <Box
      sx={(theme) => ({
        [theme.breakpoints.down('md')]: {
          '& [data-testid=notification-mark]': { width: 44, height: 44 },
          '& [data-testid=notification-action]': { minHeight: 44 },
        },
      })}
    >
      <PageHeader
        title={t('notifications.title')}
        lead={t('notifications.lead')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllRoundedIcon />}
            onClick={markAll}
            disabled={!anyUnseen || mark.isPending}
            data-testid="notifications-mark-all"
          >
            {t('notifications.markAll')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, key: NotificationsTab) => setParams(key === 'favorite' ? { tab: 'favorite' } : {}, { replace: true })}
        aria-label={t('notifications.title')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={unread ? `${t('notifications.all')} (${unread})` : t('notifications.all')} data-testid="tab-all" sx={{ fontWeight: 700 }} />
        <Tab value="favorite" label={t('notifications.fromFavorites')} data-testid="tab-favorite" sx={{ fontWeight: 700 }} />
      </Tabs>
      <MemberList<NotificationEntry>
        query={list}
        items={list.items}
        testId="notifications-list"
        renderRow={(n) => <NotificationRow key={n.id} item={n} senderSex={senderSex} onSeen={markOne} />}
        empty={
          tab === 'favorite'
            ? {
                icon: <NotificationsRoundedIcon />,
                title: t('notifications.emptyFavorite'),
                text: t('notifications.emptyFavoriteHint'),
                action: (
                  <Button component={RouterLink} to="/favorites" variant="contained">
                    {t('notifications.toFavorites')}
                  </Button>
                ),
              }
            : {
                icon: <NotificationsRoundedIcon />,
                title: t('notifications.emptyAll'),
                text: t('notifications.emptyAllHint'),
                action: (
                  <Button component={RouterLink} to="/search" variant="contained">
                    {isWoman ? t('social.findMen') : t('social.findLadies')}
                  </Button>
                ),
              }
        }
      />
    </Box>
  );
}
