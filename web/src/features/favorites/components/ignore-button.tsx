import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '@/shared/store/ui-store';
import { useFavoriteStatuses, useToggleBlock } from '../api/favorites';

/** Ignore a member ('ignore me', spec section 3) after a confirmation, or stop ignoring them. */
export function IgnoreButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const statuses = useFavoriteStatuses([userId]);
  const toggle = useToggleBlock();
  const check = statuses.data?.get(userId);
  if (!check) return null;
  const block = !check.i_blocked;
  const run = async () => {
    if (block && !(await confirmDialog({ message: t('social.ignore.confirm') }))) return;
    toggle.mutate({ userId, block }, { onSuccess: () => toast(block ? t('social.ignore.done') : t('social.ignore.undone'), 'success') });
  };
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<BlockRoundedIcon fontSize="small" />}
      onClick={() => void run()}
      disabled={toggle.isPending}
      sx={{ gridColumn: '1 / -1', justifySelf: 'center', color: 'text.secondary' }}
      data-testid="ignore-button"
    >
      {block ? t('social.ignore.add') : t('social.ignore.remove')}
    </Button>
  );
}
