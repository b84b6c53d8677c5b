import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import { brand } from '@/shared/theme';
import { EmptyState } from './page';
import { LoadError } from './load-error';
import { countryName } from '@/shared/lib/country-name';
import { thumbnail } from '@/shared/lib/thumbnail';

/** The fields every social list entry carries (a profile card of the other member). */
export interface MemberEntry {
  user_id: number;
  name: string;
  age: number | null;
  country: string | null;
  city: string | null;
  avatar_url: string | null;
  is_online: boolean;
  time_create?: string;
}

/** One row: avatar, name, age, place, when, a "new" mark, and the row's actions. Name and photo open the profile. */
export function MemberRow({ entry, isNew, note, actions }: { entry: MemberEntry; isNew?: boolean; note?: ReactNode; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const place = [entry.city, countryName(entry.country, i18n.language)].filter(Boolean).join(', ');
  return (
    <Card
      component="li"
      data-testid="member-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        borderLeft: '4px solid',
        borderLeftColor: isNew ? 'primary.main' : 'transparent',
      }}
    >
      <Box
        component={RouterLink}
        to={`/profile/${entry.user_id}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1.5, sm: 2 },
          minWidth: 0,
          flex: '1 1 200px',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 2,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ position: 'relative', flex: 'none' }}>
          <Avatar
            src={thumbnail(entry.avatar_url) ?? undefined}
            alt=""
            sx={{ width: { xs: 56, sm: 64 }, height: { xs: 56, sm: 64 }, background: brand.gradient, fontWeight: 800 }}
          >
            {initialsOf(entry.name)}
          </Avatar>
          {entry.is_online && (
            <Box
              aria-label={t('social.online')}
              sx={{ position: 'absolute', right: 2, bottom: 2, width: 14, height: 14, borderRadius: '50%', bgcolor: 'success.main', border: '2px solid #fff' }}
            />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 800, fontSize: 17, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="member-name">
              {entry.name}
              {entry.age !== null && <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>{`, ${entry.age}`}</Box>}
            </Typography>
            {isNew && <Chip size="small" color="primary" label={t('social.new')} sx={{ height: 20, fontWeight: 700 }} />}
          </Box>
          {place && (
            // Two lines at most: a long Russian country name ("Доминиканская Республика") stays readable on a phone.
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' }}
            >
              {place}
            </Typography>
          )}
          {entry.time_create && (
            <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.time_create} sx={{ display: 'block' }}>
              {format.dateTime(entry.time_create)}
            </Typography>
          )}
          {note && (
            <Typography variant="body2" sx={{ mt: 0.25, color: 'primary.dark', fontWeight: 600 }}>
              {note}
            </Typography>
          )}
        </Box>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
          {actions}
        </Box>
      )}
    </Card>
  );
}

interface PagedState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * A social list with its states: skeleton rows while loading, an error with retry, a friendly
 * empty state, the rows, and "show more" while the last page came back full (spec section 4).
 */
export function MemberList<T>({
  query,
  items,
  empty,
  renderRow,
  testId,
}: {
  query: PagedState;
  items: T[];
  empty: { icon: ReactNode; title: ReactNode; text?: ReactNode; action?: ReactNode };
  renderRow: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid={`${testId}-loading`} aria-busy>
        {Array.from({ length: 4 }, (_v, i) => (
          <Card key={i} sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }} aria-hidden>
            <Skeleton variant="circular" width={64} height={64} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" />
              <Skeleton width="60%" />
            </Box>
          </Card>
        ))}
      </Box>
    );
  if (query.isError && !items.length)
    return <LoadError message={t('messages.requestFailed')} retryLabel={t('social.retry')} onRetry={() => void query.refetch()} testId={testId} />;
  if (!items.length)
    return (
      <Card data-testid={`${testId}-empty`}>
        <EmptyState {...empty} />
      </Card>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid={testId}>
        {items.map(renderRow)}
      </Box>
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          startIcon={query.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          sx={{ justifySelf: 'center', minWidth: 200 }}
          data-testid={`${testId}-more`}
        >
          {t('social.showMore')}
        </Button>
      )}
    </Box>
  );
}
