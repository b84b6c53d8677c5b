import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { STATIC_PAGES, type Language, type StaticPageSlug } from '@dating/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { useSiteSettings } from '@/shared/api/site-settings';
import { useFormat } from '@/shared/i18n/format';
import { brand } from '@/shared/theme';
import { fillPlaceholders, loadStaticPage } from '../content';

const anchor = (i: number) => `section-${i + 1}`;

/** The twelve static pages at /{slug} (legal, compliance, info), in the interface language. */
export default function StaticPage() {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const settings = useSiteSettings();
  const matches = useMatches();
  const slug = (matches.at(-1)?.handle as { slug?: StaticPageSlug } | undefined)?.slug ?? 'about';
  const meta = STATIC_PAGES.find((p) => p.slug === slug)!;
  const lng = (i18n.language === 'ru' ? 'ru' : 'en') as Language;
  const { data, isError } = useQuery({ queryKey: ['static-page', slug, lng], queryFn: () => loadStaticPage(slug, lng), staleTime: Infinity });
  const values = { email: settings.support_email ?? 'support', address: settings.company_address ?? '', brand: brand.name };
  const fill = (s: string) => fillPlaceholders(s, values);
  const related = STATIC_PAGES.filter((p) => p.category === meta.category && p.slug !== slug);

  return (
    <>
      <Box sx={{ background: brand.gradientSoft, borderBottom: '1px solid rgba(43,33,53,.06)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography variant="overline" color="primary" component="p">
            {t(`footer.categories.${meta.category}`)}
          </Typography>
          <Typography variant="h2" component="h1" data-testid="static-title">
            {data?.title ?? t(`staticPages.titles.${slug}`)}
          </Typography>
          {data && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('staticPages.updated', { date: fmt.date(data.updated) })}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box component="nav" aria-label={t('staticPages.contents')} sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 100 }}>
            <Typography variant="overline" color="text.secondary">
              {t('staticPages.contents')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, borderLeft: '2px solid', borderColor: 'divider', pl: 2 }}>
              {data?.sections.map((s, i) => (
                <li key={s.heading}>
                  <Link href={`#${anchor(i)}`} sx={{ color: 'text.secondary', fontWeight: 600, fontSize: 14 }}>
                    {s.heading}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Card component="article" sx={{ p: { xs: 2.5, sm: 5 } }}>
            {isError && <Typography>{t('errors.pageFailedText')}</Typography>}
            {!data && !isError && (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} variant="text" height={28} />
                ))}
              </Box>
            )}
            {data?.intro && (
              <Typography sx={{ fontSize: '1.1rem', mb: 3 }} color="text.primary">
                {fill(data.intro)}
              </Typography>
            )}
            {data?.sections.map((s, i) => (
              <Box component="section" key={s.heading} id={anchor(i)} sx={{ scrollMarginTop: 96, '& + &': { mt: 4 } }}>
                <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
                  {s.heading}
                </Typography>
                {s.body.map((part, j) =>
                  typeof part === 'string' ? (
                    <Typography key={j} color="text.secondary" sx={{ mb: 1.5 }}>
                      {fill(part)}
                    </Typography>
                  ) : (
                    <Box component="ul" key={j} sx={{ mt: 0, mb: 1.5, pl: 3, color: 'text.secondary', '& li': { mb: 0.75, lineHeight: 1.6 } }}>
                      {part.list.map((item) => (
                        <li key={item}>{fill(item)}</li>
                      ))}
                    </Box>
                  ),
                )}
              </Box>
            ))}
          </Card>
        </Box>
        {related.length > 0 && (
          <Box sx={{ mt: 6 }}>
            <Typography variant="h5" component="h2">
              {t('staticPages.related')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
              {related.map((p) => (
                <Link
                  key={p.slug}
                  component={RouterLink}
                  to={`/${p.slug}`}
                  sx={{ px: 2, py: 1, borderRadius: 999, bgcolor: '#fff', border: '1px solid rgba(43,33,53,.1)' }}
                >
                  {t(`staticPages.titles.${p.slug}`)}
                </Link>
              ))}
            </Box>
          </Box>
        )}
      </Container>
    </>
  );
}
