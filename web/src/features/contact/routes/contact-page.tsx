import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '@/shared/api/site-settings';
import { brand } from '@/shared/theme';
import { FeedbackForm } from '../components/feedback-form';

/** A feedback form's page; `before` goes above the form (the unsubscribe page's signed link). */
export function FeedbackPage({ kind, before }: { kind: 'contact' | 'unsubscribe'; before?: ReactNode }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const ns = kind === 'contact' ? 'contact' : 'unsubscribe';
  return (
    <Box sx={{ background: `radial-gradient(800px 400px at 90% 0%, ${brand.blush} 0, transparent 60%), ${brand.cream}` }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' }, alignItems: 'start' }}>
          <Box>
            <Typography variant="overline" color="primary" component="p">
              {t(`${ns}.eyebrow`)}
            </Typography>
            <Typography variant="h2" component="h1">
              {t(`${ns}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t(`${ns}.lead`)}
            </Typography>
            {kind === 'contact' && (
              <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
                {settings.support_email && (
                  <Typography>
                    <strong>{t('contact.emailUs')}</strong> <Link href={`mailto:${settings.support_email}`}>{settings.support_email}</Link>
                  </Typography>
                )}
                {settings.company_address && (
                  <Typography color="text.secondary">
                    <strong>{t('contact.address')}</strong> {settings.company_address}
                  </Typography>
                )}
                <Typography color="text.secondary">
                  {t('contact.faqHint')}{' '}
                  <Link component={RouterLink} to="/faq">
                    {t('staticPages.titles.faq')}
                  </Link>
                </Typography>
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {before && <Card sx={{ p: { xs: 2.5, sm: 4 } }}>{before}</Card>}
            <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
              {before && (
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('unsubscribe.link.orForm')}
                </Typography>
              )}
              <FeedbackForm kind={kind} />
            </Card>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/** /contact: the contact-us form. */
export default function ContactPage() {
  return <FeedbackPage kind="contact" />;
}
