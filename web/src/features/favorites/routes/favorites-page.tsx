import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useProfileCounters } from '@/shared/api/counters';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useSession } from '@/shared/store/session-store';
import { confirmDialog } from '@/shared/store/ui-store';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { MemberList, MemberRow } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { type FavoriteEntry, type FavoriteList, useChangeFavorite, useFavorites } from '../api/favorites';
import { useFavoriteToast } from '../components/favorite-button';

/**
 * /favorites: my favorites (accepted) and my followers. A lady's add is an invite: the man sees it
 * among his followers with Accept and Decline (spec section 4); a lady sees hers there once accepted.
 */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [params, setParams] = useSearchParams();
  const tab: FavoriteList = params.get('tab') === 'followers' ? 'followers' : 'accepted';
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, 300);
  const list = useFavorites(tab, text);
  const counters = useProfileCounters();
  const change = useChangeFavorite();
  const done = useFavoriteToast();
  const run = (userId: number, add: boolean) => change.mutate({ userId, add }, { onSuccess: done });
  const remove = async (userId: number) => {
    if (await confirmDialog({ message: t('social.favorite.removeConfirm') })) run(userId, false);
  };

  const actions = (f: FavoriteEntry) => {
    if (tab === 'accepted')
      return (
        <Button size="small" color="inherit" onClick={() => void remove(f.user_id)} disabled={change.isPending} data-testid="favorite-remove">
          {t('social.favorite.remove')}
        </Button>
      );
    if (f.favorite_status === 'invite')
      return (
        <>
          <Button size="small" variant="contained" onClick={() => run(f.user_id, true)} disabled={change.isPending} data-testid="favorite-accept">
            {t('social.favorite.accept')}
          </Button>
          <Button size="small" color="inherit" onClick={() => run(f.user_id, false)} disabled={change.isPending} data-testid="favorite-reject">
            {t('social.favorite.reject')}
          </Button>
        </>
      );
    if (f.my_status === 'can add')
      return (
        <Button size="small" variant="outlined" onClick={() => run(f.user_id, true)} disabled={change.isPending} data-testid="favorite-add-back">
          {/* A follower already has the caller: adding back needs no invite, for a lady too. */}
          {t('social.favorite.add')}
        </Button>
      );
    return undefined;
  };

  return (
    <Box>
      <PageHeader title={t('favorites.title')} lead={isWoman ? t('favorites.leadWoman') : t('favorites.leadMan')} />
      <ListToolbar<FavoriteList>
        label={t('favorites.title')}
        tabs={[
          { key: 'accepted', label: t('favorites.accepted') },
          { key: 'followers', label: t('favorites.followers'), badge: counters.data?.favorite_invites },
        ]}
        value={tab}
        onChange={(key) => setParams(key === 'followers' ? { tab: 'followers' } : {}, { replace: true })}
        search={search}
        onSearch={setSearch}
      />
      <MemberList
        query={list}
        items={list.items}
        testId="favorites-list"
        renderRow={(f) => (
          <MemberRow
            key={f.user_id}
            entry={f}
            isNew={f.favorite_status === 'invite'}
            note={f.favorite_status === 'invite' ? t('favorites.invitedYou') : undefined}
            actions={actions(f)}
          />
        )}
        empty={{
          icon: <FavoriteRoundedIcon />,
          title: text.trim() ? t('social.noMatch', { text: text.trim() }) : tab === 'accepted' ? t('favorites.emptyAccepted') : t('favorites.emptyFollowers'),
          // Each tab says what fills it: his own picks, or who picked him (a lady's invitation for a man).
          text: text.trim()
            ? undefined
            : tab === 'accepted'
              ? t(isWoman ? 'favorites.emptyHintWoman' : 'favorites.emptyHintMan')
              : t(isWoman ? 'favorites.emptyFollowersHintWoman' : 'favorites.emptyFollowersHintMan'),
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
