import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, PROFILE_LIMITS } from '@dating/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { useVideoSearch, type FoundVideo } from '../api/media';
import { LockedVideo, VideoTile } from '../components/member-media';
import { MediaGridSkeleton, TileFrame, videoGridSx, usePrice } from '../components/media-tiles';
import { VideoPlayer } from '../components/video-player';
import { LoadError } from '@/shared/ui/load-error';
import { SortButton } from '@/shared/ui/sort-button';
import { thumbnail } from '@/shared/lib/thumbnail';

/** The video search page size (the server's `VIDEO_SEARCH_PAGE`). */
export const VIDEO_PAGE_SIZE = 12;
const FILTER_KEYS = ['name_or_id', 'is_online', 'new', 'age_min', 'age_max', 'sort_by_name', 'sort_by_date', 'page'] as const;
type VideoFilter = Record<(typeof FILTER_KEYS)[number], string>;
const AGES = Array.from({ length: LIMITS.ageMax - LIMITS.ageMin + 1 }, (_v, i) => String(LIMITS.ageMin + i));

function filterFrom(params: URLSearchParams): VideoFilter {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? (k === 'page' ? '1' : '')])) as VideoFilter;
}

/** The `video/search` body: empty filters left out, the range sent only when both bounds are set. */
export function videoSearchBody(f: VideoFilter): Record<string, unknown> {
  const body: Record<string, unknown> = { page: Math.max(1, Number(f.page) || 1) };
  if (f.name_or_id.trim()) body.name_or_id = f.name_or_id.trim();
  if (f.is_online === '1') body.is_online = 1;
  if (f.new === '1') body.new = 1;
  if (f.age_min && f.age_max) Object.assign(body, { age_min: Number(f.age_min), age_max: Number(f.age_max) });
  if (f.sort_by_name) body.sort_by_name = f.sort_by_name;
  else if (f.sort_by_date) body.sort_by_date = f.sort_by_date;
  return body;
}

function FoundVideoCard({ video, onPlay, price }: { video: FoundVideo; onPlay: () => void; price: number | null }) {
  const { t } = useTranslation();
  // Once bought, the buy button leaves with the lock: the keyboard goes on from the unlocked tile.
  const [justBought, setJustBought] = useState(false);
  return (
    <Card sx={{ overflow: 'hidden', display: 'grid' }} data-testid="found-video">
      <TileFrame ratio="16 / 10" sx={{ borderRadius: 0, boxShadow: 'none' }}>
        {video.locked ? (
          <LockedVideo video={video} price={price} onBought={() => setJustBought(true)} />
        ) : (
          <VideoTile video={video} onPlay={onPlay} autoFocus={justBought} />
        )}
        {video.album_type === 'private' && !video.locked && (
          <Chip size="small" color="success" label={t('gallery.unlocked')} sx={{ position: 'absolute', right: 8, top: 8, pointerEvents: 'none' }} />
        )}
      </TileFrame>
      <Box
        component={RouterLink}
        to={`/profile/${video.user_id}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, p: 1.5, textDecoration: 'none', color: 'inherit', '&:hover .name': { color: 'primary.main' } }}
      >
        <Avatar src={thumbnail(video.avatar) ?? undefined} alt="" aria-hidden sx={{ width: 36, height: 36 }}>
          {video.name.slice(0, 1)}
        </Avatar>
        <Typography className="name" sx={{ fontWeight: 800, minWidth: 0 }} noWrap data-testid="video-owner">
          {video.name}
          {video.age !== null && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>{`, ${video.age}`}</Box>}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * The ladies videos screen (video search): name or ID, online, new, the age range, sort by name
 * or date, twelve a page; private videos are bought and watched in place. The filter lives in the URL.
 */
export default function VideosPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [text, setText] = useState(filter.name_or_id);
  // Back, forward and Reset change the URL's text: the field follows (state adjusted while rendering).
  const [shownFor, setShownFor] = useState(filter.name_or_id);
  if (shownFor !== filter.name_or_id) {
    setShownFor(filter.name_or_id);
    setText(filter.name_or_id);
  }
  const rangeError =
    (filter.age_min === '') !== (filter.age_max === '')
      ? t('validation.rangeBoth')
      : filter.age_min && Number(filter.age_min) > Number(filter.age_max)
        ? t('validation.rangeOrder')
        : null;
  const body = useMemo(() => videoSearchBody(filter), [filter]);
  const search = useVideoSearch(body, !rangeError);
  const price = usePrice('private_video_buy');
  const [playing, setPlaying] = useState<FoundVideo | null>(null);
  const update = (change: Partial<VideoFilter>) => {
    const next = { ...filter, page: '1', ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([k, v]) => v !== '' && !(k === 'page' && v === '1'))));
  };
  const page = Math.max(1, Number(filter.page) || 1);
  // Only a filter set by her can be blamed for an empty page; with none there are simply no videos yet.
  const filtered = !!(filter.name_or_id.trim() || filter.is_online || filter.new || filter.age_min || filter.age_max);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.count / VIDEO_PAGE_SIZE)) : 1;
  const flag = (key: 'is_online' | 'new', label: string) => (
    <Chip
      label={label}
      color={filter[key] === '1' ? 'primary' : 'default'}
      variant={filter[key] === '1' ? 'filled' : 'outlined'}
      onClick={() => update({ [key]: filter[key] === '1' ? '' : '1' })}
      aria-pressed={filter[key] === '1'}
      data-testid={`video-filter-${key}`}
      sx={{ fontWeight: 700 }}
    />
  );
  const sortButton = (key: 'sort_by_name' | 'sort_by_date', label: string) => {
    const active = filter[key];
    return (
      <SortButton
        direction={active}
        label={label}
        onClick={() => update({ sort_by_name: '', sort_by_date: '', [key]: active === 'asc' ? 'desc' : active === 'desc' ? '' : 'asc' })}
        testId={`video-sort-${key === 'sort_by_name' ? 'name' : 'date'}`}
      />
    );
  };
  const ageSelect = (key: 'age_min' | 'age_max', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={filter[key]}
      onChange={(e) => update({ [key]: e.target.value })}
      fullWidth
      data-testid={`video-filter-${key}`}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      <MenuItem value="">{t('search.any')}</MenuItem>
      {AGES.map((a) => (
        <MenuItem key={a} value={a}>
          {a}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <PageHeader title={isWoman ? t('videos.titleMen') : t('videos.title')} lead={isWoman ? t('videos.leadMen') : t('videos.lead')} />
      <Card
        sx={{ p: { xs: 1.75, sm: 2.5 }, display: 'grid', gap: 2 }}
        component="form"
        onSubmit={(e) => (e.preventDefault(), update({ name_or_id: text }))}
        role="search"
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1.25,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 1fr) 132px 132px auto' },
            '& > .name, & > .find': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <TextField
            className="name"
            size="small"
            label={t('videos.nameOrId')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: PROFILE_LIMITS.searchTextMax, 'data-testid': 'video-filter-name' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {ageSelect('age_min', t('videos.ageFrom'))}
          {ageSelect('age_max', t('videos.ageTo'))}
          <Button className="find" type="submit" variant="contained" data-testid="video-filter-find">
            {t('videos.find')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {flag('is_online', t('search.flags.is_online'))}
            {flag('new', t('search.flags.new'))}
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
              {t('search.sortBy')}
            </Typography>
            {sortButton('sort_by_name', t('search.sortName'))}
            {sortButton('sort_by_date', t('search.sortDate'))}
          </Box>
        </Box>
      </Card>

      <Box aria-live="polite" aria-busy={search.isFetching} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary" data-testid="video-count">
          {search.data && !rangeError ? t('videos.count', { count: search.data.count }) : '\u00a0'}
        </Typography>
        {rangeError ? (
          <Alert severity="warning">{rangeError}</Alert>
        ) : search.isError && !search.data ? (
          <LoadError message={t('videos.error')} retryLabel={t('videos.retry')} onRetry={() => void search.refetch()} />
        ) : !search.data ? (
          <MediaGridSkeleton count={8} ratio="16 / 10" />
        ) : search.data.list.length === 0 ? (
          filtered ? (
            <EmptyState icon={<VideocamOffRoundedIcon />} title={t('videos.noMatch')} text={t('videos.noMatchHint')} />
          ) : (
            <EmptyState icon={<VideocamOffRoundedIcon />} title={t('videos.none')} text={t('videos.noneHint')} />
          )
        ) : (
          <Box sx={{ ...videoGridSx, opacity: search.isPlaceholderData ? 0.55 : 1 }} data-testid="video-results">
            {search.data.list.map((video) => (
              <FoundVideoCard key={video.id} video={video} price={price} onPlay={() => setPlaying(video)} />
            ))}
          </Box>
        )}
        {search.data && pages > 1 && (
          <Pagination
            sx={{ justifySelf: 'center', mt: 1 }}
            count={pages}
            page={Math.min(page, pages)}
            color="primary"
            onChange={(_e, p) => {
              update({ page: String(p) });
              window.scrollTo({ top: 0 });
            }}
            getItemAriaLabel={(type, p) => t(`search.pager.${type}`, { page: p })}
            aria-label={t('search.pager.label')}
          />
        )}
      </Box>
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}
