import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedRoundedIcon from '@mui/icons-material/BookmarkAddedRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/store/ui-store';
import { useBookmarkAvailability, useToggleBookmark } from '../api/bookmarks';

/** A bookmark toggle ("look again later"; nobody is told). `ids`: the page's members, one request for all. */
export function BookmarkButton({ userId, ids }: { userId: number; ids?: number[] }) {
  const { t } = useTranslation();
  const availability = useBookmarkAvailability(ids ?? [userId]);
  const toggle = useToggleBookmark();
  const canAdd = availability.data?.get(userId);
  const label = canAdd === false ? t('social.bookmark.remove') : t('social.bookmark.add');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={canAdd === false}
          color="primary"
          size="small"
          disabled={canAdd === undefined || toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { userId, add: canAdd === true },
              { onSuccess: () => toast(canAdd ? t('social.bookmark.added') : t('social.bookmark.removed'), 'success') },
            )
          }
          data-testid="bookmark-button"
        >
          {canAdd === false ? <BookmarkAddedRoundedIcon fontSize="small" /> : <BookmarkAddOutlinedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
