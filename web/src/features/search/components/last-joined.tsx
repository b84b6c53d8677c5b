import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastJoined } from '@/features/profile/api/profiles';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';

/**
 * The last who joined (guest/get-last-joined): men for a lady, ladies for a man; a row that scrolls
 * sideways. A mouse has no sideways wheel, so on wider screens arrows page the row (hidden on a
 * phone, where a swipe does it); each is disabled at its end.
 */
export function LastJoined() {
  const { t } = useTranslation();
  const query = useLastJoined(12);
  const row = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, query.data]);
  const page = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.9, behavior: 'smooth' });

  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="last-joined-title" data-testid="last-joined">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography id="last-joined-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('search.lastJoined')}
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          <IconButton
            size="small"
            aria-label={t('search.lastJoinedPrevious')}
            disabled={ends.start}
            onClick={() => page(-1)}
            data-testid="last-joined-previous"
          >
            <ChevronLeftRoundedIcon />
          </IconButton>
          <IconButton size="small" aria-label={t('search.lastJoinedNext')} disabled={ends.end} onClick={() => page(1)} data-testid="last-joined-next">
            <ChevronRightRoundedIcon />
          </IconButton>
        </Box>
      </Box>
      <Box
        ref={row}
        onScroll={measure}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '42%', sm: '22%', md: '15%' },
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {query.data
          ? query.data.map((card) => <ProfileCard key={card.user_id} card={card} />)
          : Array.from({ length: 6 }, (_v, i) => <ProfileCardSkeleton key={i} />)}
      </Box>
    </Box>
  );
}
