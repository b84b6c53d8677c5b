import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import { thumbnail } from '@/shared/lib/thumbnail';
import { brand } from '@/shared/theme';
import type { NewsEntry } from '../api/news';

/**
 * One news item: the author (avatar and name open the profile), "added a new photo / video" (in
 * Russian the verb agrees with the author's sex, `authorSex`), the time, and the photo's preview
 * or, for a video, a play card. The media repeats the profile link for the pointer only: the
 * keyboard and screen readers have the name.
 */
export function NewsCard({ item, authorSex }: { item: NewsEntry; authorSex: 'male' | 'female' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = `/profile/${item.user_id}`;
  const name = item.name || t('news.someone');
  const video = item.type === 'video';
  return (
    <Card component="li" data-testid="news-card" data-type={item.type} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
        <Box component={RouterLink} to={profile} tabIndex={-1} aria-hidden sx={{ flex: 'none', borderRadius: '50%', display: 'inline-flex' }}>
          <Avatar
            src={thumbnail(item.avatar_url) ?? undefined}
            alt=""
            sx={{ width: 44, height: 44, background: brand.gradient, fontWeight: 800, fontSize: 15 }}
          >
            {initialsOf(name)}
          </Avatar>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={profile} underline="hover" sx={{ fontWeight: 800, color: 'text.primary' }} data-testid="news-author">
              {name}
            </Link>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }} data-testid="news-text">
              {t(video ? 'news.addedVideo' : 'news.addedPhoto', { context: authorSex })}
            </Box>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={item.time_create} sx={{ display: 'block' }}>
            {format.dateTime(item.time_create)}
          </Typography>
        </Box>
      </Box>
      {(video || item.preview_url) && (
        <Box
          component={RouterLink}
          to={profile}
          tabIndex={-1}
          aria-hidden
          data-testid={video ? 'news-video' : 'news-photo'}
          sx={{
            position: 'relative',
            display: 'block',
            aspectRatio: '4 / 5',
            overflow: 'hidden',
            background: video ? brand.gradient : 'linear-gradient(135deg, #fff1eb, #ffe3ec 50%, #efe9ff)',
          }}
        >
          {item.preview_url && (
            <Box
              component="img"
              src={item.preview_url}
              alt=""
              loading="lazy"
              sx={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                display: 'block',
                transition: 'transform .3s',
                'a:hover > &': { transform: 'scale(1.03)' },
              }}
            />
          )}
          {video && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
              }}
            >
              <Box sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,.35)' }}>
                <PlayArrowRoundedIcon sx={{ fontSize: 40 }} />
              </Box>
            </Box>
          )}
        </Box>
      )}
    </Card>
  );
}
