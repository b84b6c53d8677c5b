import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/format';
import { openModal } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { useBalance } from '../api/get-balance';

/** A man's balance in the header; it opens the balance modal (Buy credits, orders, what credits pay for). Refreshed after every purchase. */
export function BalanceChip() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { data, isPending, isError } = useBalance();
  return (
    <ButtonBase
      onClick={() => openModal('balance')}
      aria-haspopup="dialog"
      aria-label={t('credits.balanceAria', { count: data ?? 0, amount: fmt.number(data ?? 0) })}
      data-testid="balance"
      sx={{
        borderRadius: 999,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        gap: 1,
        bgcolor: '#fff',
        border: `1px solid ${brand.blush}`,
        boxShadow: '0 4px 14px rgba(214,51,108,.12)',
        fontWeight: 800,
        color: 'text.primary',
        '&:hover': { borderColor: brand.roseLight },
      }}
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, whiteSpace: 'nowrap' }}>
        {isPending ? <Skeleton width={28} /> : <span data-testid="balance-value">{isError ? '—' : fmt.number(data ?? 0)}</span>}
        {/* The word is left out on phones, where the header has no room for it ("кредитов"); the button's label says it. */}
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
          {` ${t('credits.unit', { count: data ?? 0 })}`}
        </Box>
      </Box>
      <Box
        component="span"
        sx={{ width: 28, height: 28, borderRadius: '50%', display: 'grid', placeItems: 'center', color: '#fff', background: brand.gradient }}
      >
        <AddRoundedIcon sx={{ fontSize: 18 }} />
      </Box>
    </ButtonBase>
  );
}
