import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/features/auth/api/get-user';
import { useSignOut } from '@/features/auth/use-sign-out';
import { BalanceChip } from '@/features/credits/components/balance-chip';
import { UnreadLettersBadge } from '@/features/letters/components/unread-letters-badge';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { menuFor } from './menu';
import { OwnAvatar } from './own-avatar';
import { SocialCounters } from './social-counters';

const AccountMenu = lazy(() => import('./account-menu'));

/** The signed-in part of the header: a man's balance and the account menu (its own chunk: visitors never load it). */
export default function MemberActions() {
  const { t } = useTranslation();
  const userType = useSession((s) => s.userType);
  const { data: user } = useUser();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <UnreadLettersBadge />
      <SocialCounters />
      <NotificationsBell />
      {userType === 'man' && <BalanceChip />}
      {/* On mobile the account entries and logout live in the sidebar. */}
      {!mobile && (
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          data-testid="account-menu"
          sx={{ p: 0.25, ml: 0.5 }}
        >
          {/* Named by hidden text, not aria-label: the initials shown are not words a voice user would say. */}
          <OwnAvatar size={40} fontSize={15} />
          <Box component="span" sx={visuallyHidden}>
            {user?.name ? `${t('menu.account')}: ${user.name}` : t('menu.account')}
          </Box>
        </IconButton>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            name={user?.name}
            id={user?.user_id}
            entries={menuFor(userType)}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </>
  );
}
