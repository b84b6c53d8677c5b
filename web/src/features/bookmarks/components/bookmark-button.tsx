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
  const state = availability.data?.get(userId);
  const bookmarked = state?.bookmarked ?? false;
  const label = bookmarked ? t('social.bookmark.remove') : t('social.bookmark.add');
  const run = () =>
    toggle.mutate({ userId, add: !bookmarked }, { onSuccess: () => toast(bookmarked ? t('social.bookmark.removed') : t('social.bookmark.added'), 'success') });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={bookmarked}
          color="primary"
          size="small"
          disabled={!state || (!bookmarked && !state.available) || toggle.isPending}
          onClick={run}
          data-testid="bookmark-button"
        >
          {bookmarked ? <BookmarkAddedRoundedIcon fontSize="small" /> : <BookmarkAddOutlinedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
