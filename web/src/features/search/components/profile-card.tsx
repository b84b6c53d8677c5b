import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { WinkButton } from '@/features/kisses/components/wink-button';
import type { ProfileCard as Card_ } from '@/features/profile/api/profiles';
import { OnlineDot, ProfileBadges } from '@/features/profile/components/badges';
import { ProfilePhoto } from '@/features/profile/components/profile-photo';
import { countryName } from '@/shared/lib/country-name';

/** At most two lines, breaking between words (a word longer than the line breaks too). */
const clampSx = {
  minWidth: 0,
  maxWidth: '100%',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/**
 * A search result: photo, name, age, country, online dot, new and cam badges; opens the profile.
 * With `pageIds` (the ids of the page's cards) it carries the wink, favorite and bookmark buttons,
 * whose statuses are read once for the whole page.
 */
export function ProfileCard({ card, pageIds }: { card: Card_; pageIds?: number[] }) {
  const { i18n } = useTranslation();
  const country = countryName(card.country, i18n.language);
  const place = [card.city, country].filter(Boolean).join(', ');
  const link = (
    <Box
      component={RouterLink}
      to={`/profile/${card.user_id}`}
      data-testid="profile-card"
      sx={{
        display: 'block',
        textDecoration: 'none',
        color: 'inherit',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProfilePhoto id={card.user_id} name={card.name} url={card.avatar_url} decorative />
        <Box sx={{ position: 'absolute', left: 8, top: 8, right: 8, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <ProfileBadges man={card.user_type === 'man'} isNew={card.is_new} webCam={card.with_web_cam} hdCam={card.with_hd_cam} />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 1.25, sm: 1.75 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Typography
            sx={{ fontWeight: 800, fontSize: { xs: 15, sm: 17 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            data-testid="card-name"
          >
            {card.name}
            {card.age !== null && <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>{`, ${card.age}`}</Box>}
          </Typography>
          <OnlineDot online={card.is_online} />
        </Box>
        {/* The country always shows whole: city and country share a line when they fit; else the country takes
            its own line (two at most, "Доминиканская Республика" on a phone) and only a long city is cut short. */}
        <Typography
          variant="body2"
          color="text.secondary"
          component="p"
          title={place || undefined}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: '0.3em', minWidth: 0 }}
          data-testid="card-country"
        >
          {card.city && country ? (
            <>
              <Box
                component="span"
                sx={{ minWidth: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                data-testid="card-city"
              >
                {`${card.city}, `}
              </Box>
              <Box component="span" sx={clampSx} data-testid="card-country-name">
                {country}
              </Box>
            </>
          ) : (
            <Box component="span" sx={clampSx}>
              {place || '\u00a0'}
            </Box>
          )}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card
      sx={{
        overflow: 'hidden',
        // The actions sit at the bottom, level across a row whose locations take one line or two.
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform .2s, box-shadow .2s',
        '&:hover, &:focus-within': { transform: 'translateY(-3px)', boxShadow: '0 18px 40px rgba(43,33,53,.16)' },
      }}
    >
      {link}
      {pageIds && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-around',
            borderTop: '1px solid',
            borderColor: 'divider',
            px: 0.5,
            py: 0.25,
            mt: 'auto',
            // 44 px tap targets on a phone (the small icon buttons are 30 px).
            '& .MuiIconButton-root': { width: { xs: 44, md: 'auto' }, height: { xs: 44, md: 'auto' } },
          }}
          data-testid="card-actions"
        >
          <WinkButton userId={card.user_id} ids={pageIds} compact />
          <FavoriteButton userId={card.user_id} ids={pageIds} compact />
          <BookmarkButton userId={card.user_id} ids={pageIds} />
        </Box>
      )}
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card sx={{ overflow: 'hidden' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5' }} />
      <Box sx={{ p: { xs: 1.25, sm: 1.75 } }}>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
      </Box>
    </Card>
  );
}

/** The results grid: 2 columns on phones, up to 4 on desktop. */
export const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
} as const;
