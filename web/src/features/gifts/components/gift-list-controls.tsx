import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { GIFT_STATUS_FILTERS } from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { SortButton } from '@/shared/ui/sort-button';
import type { GiftSort, GiftStatusFilter, SortDirection } from '../api/gifts';

export interface GiftListView {
  status: GiftStatusFilter;
  sort: GiftSort;
  direction: SortDirection;
}

/**
 * The list's status filter (his sent gifts only: hers are all delivered) and its sort: by date or
 * by price (price plus delivery), the active one pressed with its direction; pressing it again
 * turns the direction, pressing the other sorts by that, ascending. The current order is said in words.
 */
export function GiftListControls({
  view,
  onChange,
  withStatus,
  withPrice,
}: {
  view: GiftListView;
  onChange: (change: Partial<GiftListView>) => void;
  withStatus: boolean;
  withPrice: boolean;
}) {
  const { t } = useTranslation();
  const sortButton = (key: GiftSort, label: string) => (
    <SortButton
      direction={view.sort === key ? view.direction : undefined}
      label={label}
      onClick={() => onChange({ sort: key, direction: view.sort === key && view.direction === 'asc' ? 'desc' : 'asc' })}
      testId={`gift-sort-${key}`}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {withStatus && (
        <Box role="group" aria-label={t('gifts.page.statusFilter')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {GIFT_STATUS_FILTERS.map((s) => (
            <Chip
              key={s}
              label={t(`gifts.status.${s}`)}
              color={view.status === s ? 'primary' : 'default'}
              variant={view.status === s ? 'filled' : 'outlined'}
              onClick={() => onChange({ status: s })}
              aria-pressed={view.status === s}
              data-testid={`gift-status-filter-${s}`}
              sx={{ fontWeight: 700 }}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box role="group" aria-label={t('gifts.page.sortBy')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ mr: 0.5 }}>
            {`${t('gifts.page.sortBy')}:`}
          </Typography>
          {sortButton('date', t('gifts.page.sortDate'))}
          {withPrice && sortButton('price', t('gifts.page.sortPrice'))}
        </Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="gift-sorted">
          {t(`gifts.page.sorted.${view.sort}_${view.direction}`)}
        </Typography>
      </Box>
    </Box>
  );
}
