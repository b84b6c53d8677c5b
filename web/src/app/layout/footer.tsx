import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { STATIC_PAGE_CATEGORIES, STATIC_PAGES } from '@dating/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '@/shared/api/site-settings';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { brand } from '@/shared/theme';
import { Logo } from '@/shared/ui/logo';
import { ROUTES } from '../routes';
import { LanguageSwitch } from './language-switch';

// On a phone each link is a 44 px tap target.
const linkSx = {
  color: 'rgba(255,255,255,.78)',
  fontWeight: 500,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: { xs: 44, md: 0 },
  '&:hover': { color: '#fff' },
} as const;
const titleSx = { color: 'rgba(255,255,255,.55)' } as const;

/** A group of footer links under its title; on a phone the title opens it (a native disclosure), so the footer is a few lines. */
function LinkGroup({ title, compact, children }: { title: string; compact: boolean; children: ReactNode }) {
  const list = (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 0, md: 1 } }}>
      {children}
    </Box>
  );
  return (
    <Box component="nav" aria-label={title} sx={compact ? { borderBottom: '1px solid rgba(255,255,255,.12)' } : undefined}>
      {compact ? (
        <details>
          <Typography component="summary" variant="overline" sx={{ color: 'rgba(255,255,255,.78)', lineHeight: '48px', cursor: 'pointer' }}>
            {title}
          </Typography>
          {list}
        </details>
      ) : (
        <>
          <Typography variant="overline" sx={titleSx}>
            {title}
          </Typography>
          {list}
        </>
      )}
    </Box>
  );
}

/**
 * The footer links all twelve static pages (by category) plus contact and unsubscribe. On a phone the
 * groups are collapsed, and a signed-in member's footer drops the tagline and language switch (her
 * menu has it): it follows every member page.
 */
export default function Footer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const compact = useIsMobile();
  const member = useSession((s) => !!s.token);
  return (
    <Box component="footer" sx={{ background: brand.gradientDark, color: '#fff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: compact && member ? 3 : 5, md: 7 } }}>
        <Box sx={{ display: 'grid', columnGap: 4, rowGap: compact ? 0 : 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr 1fr' } }}>
          {!(compact && member) && (
            <Box sx={{ mb: compact ? 3 : 0 }}>
              <Logo light />
              <Typography sx={{ mt: 2, color: 'rgba(255,255,255,.72)', maxWidth: 300 }}>{t('footer.tagline')}</Typography>
              <Box sx={{ mt: 2, ml: -1.5 }}>
                <LanguageSwitch light />
              </Box>
            </Box>
          )}
          {STATIC_PAGE_CATEGORIES.map((category) => (
            <LinkGroup key={category} title={t(`footer.categories.${category}`)} compact={compact}>
              {STATIC_PAGES.filter((p) => p.category === category).map((p) => (
                <li key={p.slug}>
                  <Link component={RouterLink} to={`/${p.slug}`} sx={linkSx}>
                    {t(`staticPages.titles.${p.slug}`)}
                  </Link>
                </li>
              ))}
            </LinkGroup>
          ))}
          <LinkGroup title={t('footer.support')} compact={compact}>
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
          </LinkGroup>
        </Box>
        <Box
          sx={{
            borderTop: compact ? 0 : '1px solid rgba(255,255,255,.12)',
            mt: compact ? 3 : 5,
            pt: compact ? 0 : 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
          }}
        >
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
