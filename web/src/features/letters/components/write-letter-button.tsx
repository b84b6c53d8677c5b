import MailRoundedIcon from '@mui/icons-material/MailRounded';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { useWriteAvailability } from '../api/letters';

/**
 * A profile's Write button: opens the send-letter modal when mail would take the letter
 * (`letter/avaible-to-write`). A lady writes to a man only after his first letter, and nobody to a
 * member who ignores them: the button is then disabled and a tooltip says why (focusable, so a
 * keyboard user reads it too). A man short of credits still writes: sending opens the low-credits modal.
 */
export function WriteLetterButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const availability = useWriteAvailability(userId);
  const answer = availability.data;
  // A lady's first letters are refused by default: wait for the answer. A man's are open unless told otherwise.
  const closed = answer ? !answer.available : isWoman && availability.isPending;
  const why =
    answer && !answer.available
      ? t(`letters.writeClosed.${answer.reason === 'lady_first_letter' || answer.reason === 'blocked' ? answer.reason : 'other'}`)
      : '';
  const button = (
    <Button
      fullWidth
      variant="outlined"
      startIcon={<MailRoundedIcon />}
      disabled={closed}
      onClick={() => openModal('sendLetter', { companionId: userId, name })}
      sx={{ px: 1, whiteSpace: 'nowrap' }}
      data-testid="write-letter"
    >
      {t('member.letter')}
    </Button>
  );
  if (!why) return button;
  return (
    <Tooltip title={why}>
      <span tabIndex={0} aria-label={`${t('member.letter')}: ${why}`} data-testid="write-letter-closed">
        {button}
      </span>
    </Tooltip>
  );
}
