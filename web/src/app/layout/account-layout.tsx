import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { useUser } from '@/features/auth/api/get-user';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { menuFor } from './menu';
import { MenuLink } from './menu-link';
import { OwnAvatar } from './own-avatar';

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="sign-in-required">
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            mx: 'auto',
            display: 'grid',
            placeItems: 'center',
            background: brand.gradientSoft,
            color: 'primary.main',
          }}
        >
          <LockRoundedIcon sx={{ fontSize: 32 }} />
        </Box>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          {t('auth.signInRequiredTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('auth.signInRequiredText')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => openModal('login')}>
            {t('auth.signIn')}
          </Button>
          <Button variant="outlined" onClick={() => openModal('registration')}>
            {t('auth.joinFree')}
          </Button>
        </Box>
      </Card>
    </Container>
  );
}

function AccountNav() {
  const { t } = useTranslation();
  const userType = useSession((s) => s.userType);
  const { data: user } = useUser();
  const entries = menuFor(userType);
  return (
    <Card sx={{ p: 1.5, position: 'sticky', top: 96 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, pb: 2 }}>
        <OwnAvatar size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }} noWrap>
            {user?.name ?? <Skeleton width={100} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user ? t('profile.idLabel', { id: user.user_id }) : <Skeleton width={70} />}
          </Typography>
        </Box>
      </Box>
      <List component="nav" aria-label={t('menu.account')} dense>
        {entries.map((e) => (
          <MenuLink
            key={e.key}
            entry={e}
            entries={entries}
            iconSx={{ minWidth: 38 }}
            sx={{
              borderRadius: 3,
              mb: 0.25,
              py: 1,
              '&.active': { bgcolor: 'rgba(214,51,108,.09)', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
            }}
          />
        ))}
      </List>
    </Card>
  );
}

export function PageFallback() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

/**
 * The member area frame: account navigation beside the page (a drawer on mobile). Visitors see
 * a sign-in prompt in place of the page; the navigation guard itself lets them through (spec
 * section 2, step 5).
 */
export function AccountLayout() {
  const token = useSession((s) => s.token);
  const mobile = useIsMobile();
  // Pages with their own sidebar (search, a profile) take the whole width; the header has the menu.
  const wide = useMatches().some((m) => (m.handle as { wide?: boolean } | undefined)?.wide);
  if (!token) return <SignInPrompt />;
  const nav = !mobile && !wide;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 5 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: nav ? '270px minmax(0, 1fr)' : '1fr', alignItems: 'start' }}>
        {nav && <AccountNav />}
        <Box sx={{ minWidth: 0 }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Container>
  );
}
