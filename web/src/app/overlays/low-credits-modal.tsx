import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { useUi } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { AppModal } from '@/shared/ui/app-modal';

/** A price and the balance it was checked against, when the opener knew both (`openModal('lowCredits', { price, balance })`). */
function needOf(data: unknown): { price: number; balance: number } | null {
  const { price, balance } = (data ?? {}) as { price?: unknown; balance?: unknown };
  return typeof price === 'number' && typeof balance === 'number' && price > balance ? { price, balance } : null;
}

/** The low-credits modal with its buy-credits button; with a known price and balance it says how many credits are missing. */
export function LowCreditsModal() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const open = useUi((s) => !!s.modals.lowCredits);
  const data = useUi((s) => s.modalData.lowCredits);
  // What it was opened with stays on screen while it fades out (the store forgets it on close).
  const [shown, setShown] = useState(data);
  if (open && data !== shown) setShown(data);
  const need = needOf(shown);
  const close = useUi((s) => s.closeModal);
  const navigate = useNavigate();
  const credits = (n: number) => t('creditModals.credits', { count: n, amount: fmt.number(n) });
  return (
    <AppModal
      open={open}
      onClose={() => close('lowCredits')}
      title={t('lowCredits.title')}
      testId="low-credits-modal"
      header={<Box aria-hidden sx={{ height: 8, background: brand.gradient }} />}
    >
      <Box sx={{ textAlign: 'center', pt: 1 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            mx: 'auto',
            display: 'grid',
            placeItems: 'center',
            background: brand.gradientSoft,
            color: 'primary.main',
          }}
        >
          <AddCardRoundedIcon sx={{ fontSize: 34 }} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="low-credits-text">
          {need
            ? t('lowCredits.need', { price: credits(need.price), balance: credits(need.balance), need: credits(need.price - need.balance) })
            : t('lowCredits.text')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          onClick={() => {
            close('lowCredits');
            navigate('/buy/credits');
          }}
        >
          {t('lowCredits.buy')}
        </Button>
      </Box>
    </AppModal>
  );
}
