import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { confirmDialog, toast } from '@/shared/store/ui-store';
import { type FavoriteChange, useChangeFavorite, useFavoriteStatuses } from '../api/favorites';

/** The confirmation of a favorite change (a lady's add is an invite: spec section 6's different message). */
export function useFavoriteToast() {
  const { t } = useTranslation();
  return (change: FavoriteChange) => toast(t(`social.favorite.done.${change.action}`), 'success');
}

/**
 * The favorite button of spec sections 3 and 4, by the caller's status toward the member: 'can add'
 * adds (a lady invites), 'in favorite' removes after a confirmation, 'invite' waits, 'ignore me'
 * is closed. A lady's invite to a man shows Accept and Decline.
 */
export function FavoriteButton({ userId, ids, compact }: { userId: number; ids?: number[]; compact?: boolean }) {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const statuses = useFavoriteStatuses(ids ?? [userId]);
  const change = useChangeFavorite();
  const done = useFavoriteToast();
  const check = statuses.data?.get(userId);
  const status = check?.status;
  const run = (add: boolean) => change.mutate({ userId, add }, { onSuccess: done });
  const remove = async () => {
    if (await confirmDialog({ message: t('social.favorite.removeConfirm') })) run(false);
  };

  if (check?.invite_received && status === 'can add') {
    return (
      <Box sx={{ display: 'flex', gap: 1, gridColumn: compact ? undefined : '1 / -1' }}>
        {compact ? (
          <Tooltip title={t('social.favorite.accept')}>
            <IconButton
              color="primary"
              size="small"
              aria-label={t('social.favorite.accept')}
              onClick={() => run(true)}
              disabled={change.isPending}
              data-testid="favorite-accept"
            >
              <FavoriteBorderRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <>
            <Button
              fullWidth
              variant="contained"
              startIcon={<FavoriteRoundedIcon />}
              onClick={() => run(true)}
              disabled={change.isPending}
              data-testid="favorite-accept"
            >
              {t('social.favorite.accept')}
            </Button>
            <Button fullWidth variant="text" color="inherit" onClick={() => run(false)} disabled={change.isPending} data-testid="favorite-reject">
              {t('social.favorite.reject')}
            </Button>
          </>
        )}
      </Box>
    );
  }

  const view =
    status === 'in favorite'
      ? { label: t('social.favorite.inFavorites'), icon: <FavoriteRoundedIcon />, onClick: () => void remove(), disabled: false }
      : status === 'invite'
        ? { label: t('social.favorite.inviteSent'), icon: <HourglassTopRoundedIcon />, onClick: undefined, disabled: true }
        : status === 'ignore me'
          ? { label: t('social.favorite.unavailable'), icon: <FavoriteBorderRoundedIcon />, onClick: undefined, disabled: true }
          : {
              label: isWoman ? t('social.favorite.invite') : t('social.favorite.add'),
              icon: <FavoriteBorderRoundedIcon />,
              onClick: () => run(true),
              disabled: !check,
            };
  const disabled = view.disabled || change.isPending || !statuses.data;
  if (compact)
    return (
      <Tooltip title={view.label}>
        <span>
          <IconButton
            aria-label={view.label}
            onClick={view.onClick}
            disabled={disabled}
            color="primary"
            size="small"
            data-testid="favorite-button"
            data-status={status}
          >
            {view.icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      fullWidth
      variant={status === 'in favorite' ? 'contained' : 'outlined'}
      startIcon={view.icon}
      onClick={view.onClick}
      disabled={disabled}
      data-testid="favorite-button"
      data-status={status}
      sx={{ px: 1, whiteSpace: 'nowrap' }}
    >
      {view.label}
    </Button>
  );
}
