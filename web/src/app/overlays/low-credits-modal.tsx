import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUi } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { AppModal } from '@/shared/ui/app-modal';

/** The low-credits modal with its buy-credits button. */
export function LowCreditsModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.lowCredits);
  const close = useUi((s) => s.closeModal);
  const navigate = useNavigate();
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
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('lowCredits.text')}
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
