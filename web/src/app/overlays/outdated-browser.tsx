import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRejectedBrowser } from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/shared/ui/logo';

export function browserIsRejected(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return isRejectedBrowser(userAgent);
}

/** The full-page notice for the rejected browser versions of spec section 2. */
export function OutdatedBrowserNotice() {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      data-testid="outdated-browser"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, background: 'linear-gradient(135deg, #fff1eb, #ffe3ec 50%, #efe9ff)' }}
    >
      <Box sx={{ maxWidth: 560, textAlign: 'center', bgcolor: '#fff', p: { xs: 3, sm: 5 }, borderRadius: 6, boxShadow: '0 30px 80px rgba(43,33,53,.15)' }}>
        <Logo />
        <Typography variant="h3" component="h1" sx={{ mt: 3 }}>
          {t('outdated.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('outdated.text')}
        </Typography>
      </Box>
    </Box>
  );
}
