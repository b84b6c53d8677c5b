import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useHomePath } from '@/shared/store/session-store';
import { brand } from '@/shared/theme';

/** 404: page not found, with a link back to the main page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomePath();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="not-found">
      <Box
        aria-hidden
        sx={{
          fontFamily: brand.fontDisplay,
          fontWeight: 700,
          fontSize: { xs: 96, md: 140 },
          lineHeight: 1,
          background: brand.gradient,
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Box>
      <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to={home} variant="contained" size="large" sx={{ mt: 4 }} data-testid="not-found-home">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
