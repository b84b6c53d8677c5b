import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAlbumPhotos } from '../api/media';

/** On /myProfile: the first few own photos and the way to the albums. */
export function OwnMediaLink() {
  const { t } = useTranslation();
  const photos = useAlbumPhotos('all');
  const shown = (photos.data ?? []).filter((p) => p.preview).slice(0, 6);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {shown.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {shown.map((p) => (
            <Box
              key={p.id}
              component="img"
              src={p.preview!}
              alt=""
              sx={{ width: 72, height: 72, borderRadius: 2, objectFit: 'cover', opacity: p.state === 'accepted' ? 1 : 0.6 }}
            />
          ))}
        </Box>
      )}
      <Button
        component={RouterLink}
        to="/albums"
        variant="outlined"
        startIcon={<PhotoLibraryRoundedIcon />}
        sx={{ justifySelf: 'start' }}
        data-testid="manage-media"
      >
        {t('gallery.manage')}
      </Button>
    </Box>
  );
}
