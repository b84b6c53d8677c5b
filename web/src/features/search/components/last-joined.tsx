import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLastJoined } from '@/features/profile/api/profiles';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';

/** The last who joined (guest/get-last-joined): men for a lady, ladies for a man; a row that scrolls sideways. */
export function LastJoined() {
  const { t } = useTranslation();
  const query = useLastJoined(12);
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="last-joined-title" data-testid="last-joined">
      <Typography id="last-joined-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('search.lastJoined')}
      </Typography>
      <Box
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
