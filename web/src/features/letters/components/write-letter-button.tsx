import MailRoundedIcon from '@mui/icons-material/MailRounded';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { useWriteAvailability } from '../api/letters';

/**
 * Why mail would not take a letter to this member now (`letter/avaible-to-write`), in words, or
 * undefined while it would (or the answer is not in yet). The button's tooltip and the profile's
 * note under its buttons both say it; one query serves both.
 */
export function useWriteClosedReason(userId: number): string | undefined {
  const { t } = useTranslation();
  const answer = useWriteAvailability(userId).data;
  if (!answer || answer.available) return undefined;
  return t(`letters.writeClosed.${answer.reason === 'lady_first_letter' || answer.reason === 'blocked' ? answer.reason : 'other'}`);
}

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
  const why = useWriteClosedReason(userId);
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
