import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/shared/theme';
import { useUi } from '@/shared/store/ui-store';
import { Logo, LogoMark } from '@/shared/ui/logo';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { SearchField } from '@/shared/ui/search-field';
import { IconTile } from '../components/icon-tile';
import { USED_ICONS, type UsedIcon } from '../lib/used-icons';

const CODE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** A logo on its background, with the code that draws it. */
function Specimen({ code, dark = false, note, children }: { code: string; dark?: boolean; note?: string; children: ReactNode }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          flex: 1,
          minHeight: 96,
          px: 2,
          py: 2.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          flexWrap: 'wrap',
          background: dark ? brand.gradientDark : undefined,
        }}
      >
        {children}
      </Box>
      <Box
        component="figcaption"
        sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', fontSize: 12.5, color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        <Box component="code" sx={{ fontFamily: CODE, color: 'text.primary' }}>
          {code}
        </Box>
        {note && <> · {note}</>}
      </Box>
    </Box>
  );
}

/**
 * /sprite (spec section 2: "a developer-only icon sheet"), in development builds only: the site's
 * logos, then every MUI icon the sources import with the files that use it, filtered by name; a
 * click copies the icon's import line, so a developer reuses an icon rather than adding a near twin.
 */
export default function SpritePage() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? USED_ICONS.filter((icon) => icon.name.toLowerCase().includes(needle)) : USED_ICONS;

  const copy = async ({ importLine }: UsedIcon) => {
    try {
      await navigator.clipboard.writeText(importLine);
      toast(t('sprite.copied', { line: importLine }), 'success');
    } catch {
      toast(t('sprite.copyFailed', { line: importLine }), 'error');
    }
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="sprite-page">
      <PageHeader title={t('sprite.title')} lead={t('sprite.lead')} />

      <Box component="section" aria-labelledby="sprite-logos" sx={{ mb: 4 }}>
        <Typography id="sprite-logos" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('sprite.logos')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }} data-testid="sprite-logos">
          <Specimen code="<Logo />">
            <Logo />
          </Specimen>
          <Specimen code="<Logo light />" note={t('sprite.logoOnDark')} dark>
            <Logo light />
          </Specimen>
          <Specimen code="<LogoMark size={24 | 34 | 48 | 64} />">
            {[24, 34, 48, 64].map((size) => (
              <LogoMark key={size} size={size} />
            ))}
          </Specimen>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="sprite-icons">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="sprite-icons" variant="h5" component="h2">
            {t('sprite.icons')}
          </Typography>
          <Typography color="text.secondary" aria-live="polite" data-testid="sprite-count">
            {t('sprite.shown', { shown: shown.length, total: USED_ICONS.length })}
          </Typography>
        </Box>
        <SearchField
          label={t('sprite.filterLabel')}
          placeholder={t('sprite.filterPlaceholder')}
          clearLabel={t('sprite.clearFilter')}
          value={search}
          onChange={setSearch}
          testId="sprite-filter"
        />
        {shown.length ? (
          <Box
            component="ul"
            data-testid="sprite-icons"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))' }}
          >
            {shown.map((icon) => (
              <IconTile key={icon.name} icon={icon} onCopy={copy} />
            ))}
          </Box>
        ) : (
          <EmptyState icon={<SearchOffRoundedIcon />} title={t('sprite.noMatch', { search: search.trim() })} text={t('sprite.noMatchHint')} />
        )}
      </Box>
    </Container>
  );
}
