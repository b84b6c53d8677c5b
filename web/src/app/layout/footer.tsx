import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { STATIC_PAGE_CATEGORIES, STATIC_PAGES } from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '@/shared/api/site-settings';
import { brand } from '@/shared/theme';
import { Logo } from '@/shared/ui/logo';
import { ROUTES } from '../routes';
import { LanguageSwitch } from './language-switch';

const linkSx = { color: 'rgba(255,255,255,.78)', fontWeight: 500, '&:hover': { color: '#fff' } } as const;

/** The footer links all twelve static pages (by category) plus contact and unsubscribe. */
export default function Footer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Box component="footer" sx={{ background: brand.gradientDark, color: '#fff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr 1fr' } }}>
          <Box>
            <Logo light />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,.72)', maxWidth: 300 }}>{t('footer.tagline')}</Typography>
            <Box sx={{ mt: 2, ml: -1.5 }}>
              <LanguageSwitch light />
            </Box>
          </Box>
          {STATIC_PAGE_CATEGORIES.map((category) => (
            <Box key={category} component="nav" aria-label={t(`footer.categories.${category}`)}>
              <Typography variant="overline" sx={{ color: 'rgba(255,255,255,.55)' }}>
                {t(`footer.categories.${category}`)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {STATIC_PAGES.filter((p) => p.category === category).map((p) => (
                  <li key={p.slug}>
                    <Link component={RouterLink} to={`/${p.slug}`} sx={linkSx}>
                      {t(`staticPages.titles.${p.slug}`)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box component="nav" aria-label={t('footer.support')}>
            <Typography variant="overline" sx={{ color: 'rgba(255,255,255,.55)' }}>
              {t('footer.support')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              <li>
                <Link component={RouterLink} to={ROUTES.contact.path} sx={linkSx}>
                  {t('menu.contact')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={ROUTES.unsubscribe.path} sx={linkSx}>
                  {t('menu.unsubscribe')}
                </Link>
              </li>
              {settings.support_email && (
                <li>
                  <Link href={`mailto:${settings.support_email}`} sx={linkSx}>
                    {settings.support_email}
                  </Link>
                </li>
              )}
            </Box>
          </Box>
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,.12)', mt: 5, pt: 3, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,.6)' }}>
            © {new Date().getFullYear()} {brand.name}. {t('footer.rights')}
          </Typography>
          {settings.company_address && (
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,.6)' }}>
              {settings.company_address}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'rgba(255,255,255,.45)', mt: 1.5 }}>
          {t('footer.adultsOnly')}
        </Typography>
      </Container>
    </Box>
  );
}
