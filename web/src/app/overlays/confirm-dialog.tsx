import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';

/** The confirmation dialog: Confirm and Cancel by default; resolves true or false (spec section 4). */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const state = useUi((s) => s.confirmState);
  const answer = useUi((s) => s.answerConfirm);
  return (
    <AppModal open={!!state} onClose={() => answer(false)} title={state?.title ?? t('confirm.title')} testId="confirm-dialog">
      <Typography color="text.secondary">{state?.message}</Typography>
      <DialogActions sx={{ px: 0, pt: 3 }}>
        <Button onClick={() => answer(false)} sx={{ color: 'text.primary' }} autoFocus={!!state?.destructive}>
          {state?.cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button variant="contained" color={state?.destructive ? 'error' : 'primary'} onClick={() => answer(true)} autoFocus={!state?.destructive}>
          {state?.confirmLabel ?? t('confirm.confirm')}
        </Button>
      </DialogActions>
    </AppModal>
  );
}
