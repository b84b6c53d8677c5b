import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useSignOut } from '@/features/auth/use-sign-out';
import { BalanceChip } from '@/features/credits/components/balance-chip';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { openModal, useUi } from '@/shared/store/ui-store';
import { useScrollLock } from '@/shared/ui/scroll-lock';
import { Logo } from '@/shared/ui/logo';
import { LanguageSwitch } from './language-switch';
import { GUEST_MENU, menuFor } from './menu';
import { MenuLink } from './menu-link';

/** The mobile sidebar (width 768 or less): the menu, the language switch, sign in or out. Its open state lives in the UI store. */
export default function MobileSidebar() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const open = useUi((s) => s.sidebarOpen) && mobile;
  const setOpen = useUi((s) => s.setSidebarOpen);
  const token = useSession((s) => s.token);
  const userType = useSession((s) => s.userType);
  const signOut = useSignOut();
  const location = useLocation();
  const entries = menuFor(userType);
  useScrollLock(open);

  // A navigation closes the sidebar (not its first appearance); a query is one too (my media to purchased photos).
  const here = location.pathname + location.search;
  const [path, setPath] = useState(here);
  if (path !== here) {
    setPath(here);
    setOpen(false);
  }

  const close = () => setOpen(false);
  return (
    <Drawer
      open={open}
      onClose={close}
      ModalProps={{ disableScrollLock: true }}
      slotProps={{ paper: { sx: { width: 300, borderRadius: '0 24px 24px 0' }, 'data-testid': 'mobile-sidebar', 'aria-label': t('menu.main') } as object }}
    >
      <Box sx={{ p: 2.5, pb: 1 }}>
        <Logo size={30} />
      </Box>
      {token && userType === 'man' && (
        <Box sx={{ px: 2.5, pb: 1 }}>
          <BalanceChip />
        </Box>
      )}
      <List component="nav" aria-label={t('menu.main')} sx={{ px: 1 }}>
        {token
          ? entries.map((e) => (
              <MenuLink
                key={e.key}
                entry={e}
                entries={entries}
                iconSize="medium"
                iconSx={{ minWidth: 40, color: 'inherit' }}
                sx={{ borderRadius: 3, '&.active': { bgcolor: 'rgba(214,51,108,.08)', color: 'primary.main' } }}
              />
            ))
          : GUEST_MENU.map((e) => (
              <ListItemButton key={e.key} component={NavLink} to={e.to} sx={{ borderRadius: 3 }}>
                <ListItemText primary={t(e.label)} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
              </ListItemButton>
            ))}
      </List>
      <Divider sx={{ mx: 2, my: 1 }} />
      <Box sx={{ px: 2, display: 'grid', gap: 1 }}>
        <LanguageSwitch fullWidth />
        {token ? (
          <Button
            startIcon={<LogoutRoundedIcon />}
            sx={{ justifyContent: 'flex-start', color: 'text.primary', px: 1.5 }}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('menu.logout')}
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              onClick={() => {
                close();
                openModal('registration');
              }}
            >
              {t('auth.joinFree')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                close();
                openModal('login');
              }}
            >
              {t('auth.signIn')}
            </Button>
          </>
        )}
      </Box>
    </Drawer>
  );
}
