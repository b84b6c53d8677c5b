import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveCam } from '../api/use-live-cam';

/** The lady's "Start camera" button in the conversation's header (a webcam-enabled lady in an active chat). */
export function CameraButton({ cam }: { cam: LiveCam }) {
  const { t } = useTranslation();
  if (!cam.canStart || cam.state !== 'off') return null;
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void cam.start()}
      startIcon={<VideocamRoundedIcon />}
      data-testid="chat-cam-start"
      aria-label={t('chat.cam.start')}
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('chat.cam.start')}
      </Box>
    </Button>
  );
}

/**
 * The live cam under the conversation's header: for the man her video with a close button, for
 * the lady a preview of her own camera with "Stop camera"; the video_chat price of a minute beside.
 */
export function LiveCamPanel({ cam, man, name }: { cam: LiveCam; man: boolean; name: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== cam.stream) video.current.srcObject = cam.stream;
  }, [cam.stream]);
  if (cam.state === 'off') return null;
  const price = cam.pricePerMinute ?? 0;
  return (
    <Box
      component="section"
      aria-label={t('chat.cam.title')}
      data-testid="chat-cam-panel"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1.5,
        px: { xs: 1, sm: 2.5 },
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: '#1f1a24',
        color: '#fff',
      }}
    >
      <Box sx={{ position: 'relative', flex: man ? 1 : '0 0 auto', maxWidth: { xs: '100%', sm: man ? 480 : 200 }, alignSelf: { xs: 'center', sm: 'auto' } }}>
        <Box
          component="video"
          ref={video}
          autoPlay
          playsInline
          muted
          data-testid={man ? 'chat-cam-video' : 'chat-cam-preview'}
          aria-label={man ? t('chat.cam.videoAria', { name }) : t('chat.cam.yours')}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: { xs: man ? 220 : 120, sm: man ? 300 : 150 },
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 2,
            bgcolor: '#000',
            transform: man ? undefined : 'scaleX(-1)',
          }}
        />
        {man && cam.state === 'starting' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', p: 1 }} role="status">
            <Box>
              <CircularProgress size={22} color="inherit" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('chat.cam.connecting')}
              </Typography>
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: man ? '0 0 auto' : 1, justifyContent: 'space-between', minWidth: 0 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#ff4d6d', animation: 'chatPulse 1.4s ease-in-out infinite' }} />
            {man ? t('chat.cam.title') : t('chat.cam.yours')}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.8 }} data-testid="chat-cam-price">
            {man ? t('chat.cam.price', { count: price }) : t('chat.cam.ladyPrice', { count: price })}
          </Typography>
        </Box>
        {man ? (
          <IconButton onClick={() => void cam.stop()} aria-label={t('chat.cam.close')} data-testid="chat-cam-close" sx={{ color: '#fff' }}>
            <CloseRoundedIcon />
          </IconButton>
        ) : (
          <Button
            variant="contained"
            color="error"
            size="small"
            onClick={() => void cam.stop()}
            startIcon={<VideocamOffRoundedIcon />}
            data-testid="chat-cam-stop"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('chat.cam.stop')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
