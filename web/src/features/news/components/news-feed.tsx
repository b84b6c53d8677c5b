import NewspaperRoundedIcon from '@mui/icons-material/NewspaperRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { LoadError } from '@/shared/ui/load-error';
import { EmptyState } from '@/shared/ui/page';
import { type NewsFeed as Feed, useNews } from '../api/news';
import { NewsCard } from './news-card';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

/**
 * A news feed with its states: skeleton cards while loading, an error with retry, an empty state
 * that says what appears here, the cards, and "show more" while the last page came back full.
 */
export function NewsFeed({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  // A man's feed holds ladies' news and a lady's men's: the Russian verb agrees with the author.
  const authorSex = isWoman ? 'male' : 'female';
  const news = useNews(feed);
  const testId = 'news-feed';

  if (news.isPending)
    return (
      <Box component="ul" sx={grid} data-testid={`${testId}-loading`} aria-busy>
        {Array.from({ length: 3 }, (_v, i) => (
          <Card component="li" key={i} aria-hidden>
            <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'center' }}>
              <Skeleton variant="circular" width={44} height={44} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Box>
            </Box>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
          </Card>
        ))}
      </Box>
    );
  if (news.isError && !news.items.length)
    return <LoadError message={t('messages.requestFailed')} retryLabel={t('social.retry')} onRetry={() => void news.refetch()} testId={testId} />;
  if (!news.items.length)
    return (
      <Card data-testid={`${testId}-empty`}>
        <EmptyState
          icon={<NewspaperRoundedIcon />}
          title={feed === 'favorite' ? t('news.emptyFavorite') : t('news.emptyAll')}
          text={feed === 'favorite' ? t('news.emptyFavoriteHint') : t('news.emptyAllHint')}
          action={
            <Button component={RouterLink} to="/search" variant="contained">
              {isWoman ? t('social.findMen') : t('social.findLadies')}
            </Button>
          }
        />
      </Card>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" sx={grid} data-testid={testId}>
        {news.items.map((item) => (
          <NewsCard key={item.id} item={item} authorSex={authorSex} />
        ))}
      </Box>
      {news.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void news.fetchNextPage()}
          disabled={news.isFetchingNextPage}
          startIcon={news.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          sx={{ justifySelf: 'center', minWidth: 200 }}
          data-testid={`${testId}-more`}
        >
          {t('social.showMore')}
        </Button>
      )}
    </Box>
  );
}
