import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { log } from '@/shared/lib/log';

/** A page that failed to load (usually a lost connection while a page chunk was fetched). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  log.warn('route failed', error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        {t('errors.pageFailedTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('errors.pageFailedText')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Container>
  );
}
