import BookmarksRoundedIcon from '@mui/icons-material/BookmarksRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useSession } from '@/shared/store/session-store';
import { confirmDialog, toast } from '@/shared/store/ui-store';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { MemberList, MemberRow } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { type BookmarkEntry, useBookmarks, useToggleBookmark } from '../api/bookmarks';

/** /bookmarks: the members I bookmarked ("look again later"; nobody is told), newest first, 12 at a time. */
export default function BookmarksPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, 300);
  const list = useBookmarks(text);
  const toggle = useToggleBookmark();
  const remove = async (userId: number) => {
    if (await confirmDialog({ message: t('bookmarks.removeConfirm') }))
      toggle.mutate({ userId, add: false }, { onSuccess: () => toast(t('social.bookmark.removed'), 'success') });
  };

  const row = (b: BookmarkEntry) => (
    <MemberRow
      key={b.user_id}
      entry={b}
      actions={
        <>
          <Button component={RouterLink} to={`/profile/${b.user_id}`} size="small" variant="outlined">
            {t('bookmarks.open')}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => void remove(b.user_id)}
            disabled={toggle.isPending}
            aria-label={`${t('bookmarks.remove')}: ${b.name}`}
            data-testid="bookmark-remove"
          >
            {t('bookmarks.remove')}
          </Button>
        </>
      }
    />
  );

  return (
    <Box>
      <PageHeader title={t('bookmarks.title')} lead={t('bookmarks.lead')} />
      <ListToolbar label={t('bookmarks.title')} search={search} onSearch={setSearch} />
      <MemberList
        query={list}
        items={list.items}
        testId="bookmarks-list"
        renderRow={row}
        empty={{
          icon: <BookmarksRoundedIcon />,
          title: text.trim() ? t('social.noMatch', { text: text.trim() }) : t('bookmarks.empty'),
          text: text.trim() ? undefined : t('bookmarks.emptyHint'),
          action: text.trim() ? undefined : (
            <Button component={RouterLink} to="/search" variant="contained">
              {isWoman ? t('social.findMen') : t('social.findLadies')}
            </Button>
          ),
        }}
      />
    </Box>
  );
}
