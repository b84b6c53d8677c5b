import CookieRoundedIcon from '@mui/icons-material/CookieRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useConsent } from '@/shared/lib/consent';
import { openModal, useUi } from '@/shared/store/ui-store';

/** The cookie banner: shown until the cookie policies are accepted (spec section 2). */
export function CookieBanner() {
  const { t } = useTranslation();
  const accepted = useConsent((s) => s.accepted);
  const acceptAll = useConsent((s) => s.acceptAll);
  const preferencesOpen = useUi((s) => !!s.modals.cookiePreferences);
  if (accepted || preferencesOpen) return null;
  return (
    <Paper
      role="region"
      aria-label={t('cookies.bannerTitle')}
      data-testid="cookie-banner"
      elevation={0}
      sx={{
        position: 'fixed',
        // Above the page and its app bar, below drawers and dialogs: an open dialog dims it and keeps its own buttons reachable.
        zIndex: (theme) => theme.zIndex.drawer - 1,
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 'auto' },
        bottom: { xs: 12, sm: 24 },
        maxWidth: 520,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 5,
        border: '1px solid rgba(43,33,53,.08)',
        boxShadow: '0 24px 60px rgba(43,33,53,.22)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <CookieRoundedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{t('cookies.bannerTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('cookies.bannerText')}{' '}
            <Link component={RouterLink} to="/cookie-policy">
              {t('cookies.policyLink')}
            </Link>
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => openModal('cookiePreferences')} data-testid="cookie-preferences">
          {t('cookies.preferences')}
        </Button>
        <Button variant="contained" onClick={acceptAll} data-testid="cookie-accept-all">
          {t('cookies.acceptAll')}
        </Button>
      </Box>
    </Paper>
  );
}
