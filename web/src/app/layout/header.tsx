import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { useHideOnScroll } from '@/shared/hooks/use-hide-on-scroll';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { withAccountStrings } from '@/shared/i18n';
import { useHomePath, useSession } from '@/shared/store/session-store';
import { openModal, useUi } from '@/shared/store/ui-store';
import { Logo, LogoMark } from '@/shared/ui/logo';
import { LanguageSwitch } from './language-switch';
import { GUEST_MENU, isCurrentEntry, menuFor } from './menu';

const MemberActions = lazy(withAccountStrings(() => import('./member-actions')));

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 700,
  px: 1.5,
  borderRadius: 999,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(214,51,108,.08)' },
} as const;

/** The header bar's height on a phone and on a wider screen (px). */
const BAR_HEIGHT = { xs: 60, md: 72 } as const;

/** The header: logo, the menu for the user type, a man's balance, the language switch, the account menu. */
export function Header() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const token = useSession((s) => s.token);
  const userType = useSession((s) => s.userType);
  const setSidebarOpen = useUi((s) => s.setSidebarOpen);
  const entries = menuFor(token ? userType : null);
  const place = useLocation();
  const home = useHomePath();
  // On a phone only: there the header is a tenth of the screen; a desktop keeps its menu (and the
  // account sidebar, sticky below the header, keeps its place).
  const { hidden, reveal } = useHideOnScroll(BAR_HEIGHT.xs, mobile);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      // Slides up while the page scrolls down (useHideOnScroll); focus inside brings it back.
      onFocusCapture={reveal}
      data-hidden={hidden || undefined}
      data-testid="site-header"
      sx={{
        bgcolor: 'rgba(255,248,245,.86)',
        backdropFilter: 'saturate(180%) blur(14px)',
        borderBottom: '1px solid rgba(43,33,53,.07)',
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: (theme) => theme.transitions.create('transform', { duration: theme.transitions.duration.short }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: BAR_HEIGHT }}>
          {mobile && (
            <IconButton edge="start" aria-label={t('menu.open')} onClick={() => setSidebarOpen(true)} data-testid="menu-button">
              <MenuRoundedIcon />
            </IconButton>
          )}
          {/* A member's home is the search (spec section 2); the public home is for visitors. */}
          <Box
            component={RouterLink}
            to={home}
            aria-label={t('common.home')}
            // Below 360 px a member's counters and balance need the mark's room too (home stays in the menu).
            sx={{ display: 'inline-flex', textDecoration: 'none', mr: 2, ...(mobile && token && { '@media (max-width: 359.95px)': { display: 'none' } }) }}
          >
            {/* A member's phone header holds the counters and a man's balance: the mark alone leaves them room. */}
            {/* A visitor's phone header holds Sign in and Join: below 420 px (a 375 px phone in Russian) the mark alone leaves them room. */}
            {mobile && token ? <LogoMark size={30} /> : <Logo size={mobile ? 30 : 34} nameFrom={mobile ? 420 : undefined} />}
          </Box>

          {!mobile && (
            <Box
              component="nav"
              aria-label={t('menu.main')}
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
            >
              {token
                ? entries
                    .filter((e) => e.header)
                    .map((e) => {
                      // Current on every page of its section (mails on /letters/outbox), as in the account sidebar.
                      const current = isCurrentEntry(e, entries, place);
                      return (
                        <Button
                          key={e.key}
                          component={RouterLink}
                          to={e.to}
                          className={current ? 'active' : ''}
                          aria-current={current ? 'page' : undefined}
                          sx={navLinkSx}
                        >
                          {t(e.label)}
                        </Button>
                      );
                    })
                : GUEST_MENU.map((e) => (
                    <Button key={e.key} component={NavLink} to={e.to} sx={navLinkSx}>
                      {t(e.label)}
                    </Button>
                  ))}
            </Box>
          )}
          {mobile && <Box sx={{ flexGrow: 1 }} />}

          {!mobile && <LanguageSwitch />}
          {token ? (
            <Suspense fallback={<Box sx={{ width: 44 }} />}>
              <MemberActions />
            </Suspense>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Button
                onClick={() => openModal('login')}
                size={mobile ? 'small' : 'medium'}
                sx={{ color: 'text.primary', minWidth: 0 }}
                data-testid="open-login"
              >
                {t('auth.signIn')}
              </Button>
              <Button variant="contained" onClick={() => openModal('registration')} size={mobile ? 'small' : 'medium'} data-testid="open-registration">
                {t('auth.joinFree')}
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
