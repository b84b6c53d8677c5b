import RedeemRoundedIcon from '@mui/icons-material/RedeemRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error';
import { EmptyState } from '@/shared/ui/page';
import { useGiftCatalogue, type Gift } from '../api/gifts';
import { GiftCard } from './gift-card';
import { categoriesOf, categoryIcon, categoryName } from './gift-category';

/** 'all' or a category's data value. */
export type CategoryFilter = string;

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The gift catalogue (`present/get-peresents`): category chips (all, then the categories it has),
 * and the gifts as cards, grouped under their category's heading while all are shown. `onChoose`
 * makes the cards buttons (the gift modal); /gifts shows them read-only.
 */
export function GiftCatalogue({
  category,
  onCategory,
  onChoose,
  focusId,
  headingLevel,
}: {
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  onChoose?: (gift: Gift) => void;
  /** The gift whose card takes the focus (the one chosen before going back). */
  focusId?: number;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const catalogue = useGiftCatalogue();

  if (catalogue.isError)
    return (
      <LoadError
        message={t('gifts.catalogue.loadFailed')}
        retryLabel={t('gifts.catalogue.retry')}
        onRetry={() => void catalogue.refetch()}
        testId="gift-catalogue"
      />
    );
  if (!catalogue.data)
    return (
      <Box aria-busy="true" data-testid="gift-catalogue-loading" sx={{ display: 'grid', gap: 1.5 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('gifts.catalogue.loading')}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {[64, 80, 72].map((w) => (
            <Skeleton key={w} variant="rounded" width={w} height={32} sx={{ borderRadius: 999 }} />
          ))}
        </Box>
        <Box sx={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      </Box>
    );
  if (!catalogue.data.length)
    return (
      <Box data-testid="gift-catalogue-empty">
        <EmptyState icon={<RedeemRoundedIcon />} title={t('gifts.catalogue.empty')} text={t('gifts.catalogue.emptyText')} />
      </Box>
    );

  const gifts = catalogue.data;
  const categories = categoriesOf(gifts);
  // A category the catalogue no longer has (it changed meanwhile) shows all.
  const current = categories.includes(category) ? category : 'all';
  const shown = current === 'all' ? categories : [current];
  const chip = (key: string) => {
    const active = current === key;
    return (
      <Chip
        key={key}
        label={key === 'all' ? t('gifts.categories.all') : categoryName(t, key)}
        icon={key === 'all' ? undefined : categoryIcon(key)}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        onClick={() => onCategory(key)}
        aria-pressed={active}
        data-testid={`gift-category-${key}`}
        sx={{ fontWeight: 700 }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="gift-catalogue">
      <Box role="group" aria-label={t('gifts.catalogue.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {chip('all')}
        {categories.map(chip)}
      </Box>
      {shown.map((c) => (
        <Box component="section" key={c} sx={{ display: 'grid', gap: 1.25 }} data-testid={`gift-group-${c}`}>
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 800 }}>
            {categoryName(t, c)}
          </Typography>
          <Box component="ul" sx={grid}>
            {gifts
              .filter((g) => g.category === c)
              .map((g) => (
                <GiftCard key={g.id} gift={g} onChoose={onChoose} autoFocus={g.id === focusId} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
