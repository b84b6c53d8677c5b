import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import type { GiftTarget } from './gift-modal';

/**
 * A lady's profile, seen by a man: "Send a gift" opens the gift modal. Only men send gifts (a
 * lady is refused with 10024), and only to ladies: nobody else sees the button.
 */
export function GiftButton({ userId, name, userType }: { userId: number; name: string; userType: 'man' | 'woman' }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const viewerType = useSession((s) => s.userType);
  const viewerId = useSession((s) => s.userId);
  if (!token || viewerType !== 'man' || userType !== 'woman' || userId === viewerId) return null;
  const target: GiftTarget = { userId, name };
  return (
    <Button
      fullWidth
      variant="outlined"
      startIcon={<CardGiftcardRoundedIcon />}
      onClick={() => openModal('gift', target)}
      aria-haspopup="dialog"
      data-testid="gift-button"
      sx={{ gridColumn: '1 / -1', px: 1, whiteSpace: 'nowrap' }}
    >
      {t('gifts.button')}
    </Button>
  );
}
