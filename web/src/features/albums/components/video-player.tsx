import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/shared/ui/app-modal';

/** The video modal: the browser's player streaming `/media/videos/:id` (the server answers range requests). */
export function VideoPlayer({
  video,
  onClose,
}: {
  video: { id: number; title: string | null; video_path: string | null; poster_path?: string | null; content_type?: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal open={!!video?.video_path} onClose={onClose} title={video?.title || t('gallery.player')} maxWidth="md" testId="video-player">
      {video?.video_path && (
        <Box
          component="video"
          key={video.id}
          controls
          autoPlay
          playsInline
          preload="metadata"
          poster={video.poster_path ?? undefined}
          aria-label={t('gallery.player')}
          data-testid="video-element"
          sx={{ display: 'block', width: '100%', maxHeight: '70vh', borderRadius: 2, bgcolor: '#140e1a' }}
        >
          <source src={video.video_path} type={video.content_type} />
        </Box>
      )}
    </AppModal>
  );
}
