import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/store/ui-store';
import { useKissAvailability, useMakeKiss } from '../api/kisses';

/**
 * Wink at a member. `ids` is the page's members (one availability request for the page); a wink
 * cannot be repeated while unanswered, so the button reads "Winked" until the answer comes.
 */
export function WinkButton({ userId, ids, compact }: { userId: number; ids?: number[]; compact?: boolean }) {
  const { t } = useTranslation();
  const availability = useKissAvailability(ids ?? [userId]);
  const wink = useMakeKiss();
  const state = availability.data?.get(userId);
  const available = state?.available ?? false;
  const disabled = !state || !available || wink.isPending;
  // A wink waiting for its answer reads "Winked"; a closed one (ignored) stays "Wink", disabled.
  const label = state?.winked ? t('social.winked') : t('social.wink');
  const send = () => wink.mutate(userId, { onSuccess: (answer) => toast(answer.wink_back ? t('social.winkedBack') : t('social.winkSent'), 'success') });
  if (compact)
    return (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={send} disabled={disabled} color="primary" data-testid="wink-button" size="small">
            {state?.winked ? <WavingHandRoundedIcon fontSize="small" /> : <WavingHandOutlinedIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      fullWidth
      variant="outlined"
      startIcon={state?.winked ? <WavingHandRoundedIcon /> : <WavingHandOutlinedIcon />}
      onClick={send}
      disabled={disabled}
      data-testid="wink-button"
      sx={{ px: 1, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
