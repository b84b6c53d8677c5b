import RotateLeftRoundedIcon from '@mui/icons-material/RotateLeftRounded';
import RotateRightRoundedIcon from '@mui/icons-material/RotateRightRounded';
import ZoomInRoundedIcon from '@mui/icons-material/ZoomInRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/shared/ui/app-modal';
import type { Photo } from '../api/media';
import { PhotoRuleError } from '../lib/prepare-photo';
import { renderEditedPhoto } from '../lib/render-edited-photo';
import { useCancellableUpload } from '../lib/use-cancellable-upload';
import { MESSAGE_VALUES, UploadProgress } from './upload-modals';

type Shape = 'original' | 'portrait' | 'square';

/**
 * The photo editing modal (spec section 2): her own photo, loaded through the URL the album gave
 * her, turned left or right and cropped (react-easy-crop: drag, pinch or wheel to zoom, the arrow
 * keys on the focused frame), then drawn on a canvas as JPEG and sent as form data to
 * `member-photo/upload-updates` (photo_id, album_type, blob, is_blob=1) with its progress. The server
 * runs the upload's pipeline and puts the photo back on moderation.
 * Lazily loaded (default export), so the cropper comes only with an edit.
 */
export default function PhotoEditorModal({ photo, isAvatar, onClose }: { photo: Photo; isAvatar: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const shapeLabel = useId();
  // The unmarked master, so the saved edit carries one watermark (the server marks it again).
  const src = (photo.master ?? photo.original ?? photo.large ?? photo.preview)!;
  const [rotation, setRotation] = useState(0);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [shape, setShape] = useState<Shape>('original');
  const [natural, setNatural] = useState({ width: photo.width || 4, height: photo.height || 5 });
  const [rendering, setRendering] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Pixels of the turned picture; null until the cropper has measured it (then the whole picture goes).
  const area = useRef<Area | null>(null);
  const upload = useCancellableUpload('member-photo/upload-updates', {
    done: t('photoEditor.done'),
    onDone: () => {
      // An edited avatar stops being the avatar (the server's rule): the header and profile read it again.
      if (isAvatar) void client.invalidateQueries({ queryKey: ['profile', 'me'] });
      onClose();
    },
  });
  const busy = upload.busy || rendering;

  const sideways = rotation % 180 !== 0;
  const aspect = shape === 'square' ? 1 : shape === 'portrait' ? 4 / 5 : sideways ? natural.height / natural.width : natural.width / natural.height;
  const rotate = (by: 90 | -90) => {
    setRotation((r) => (r + by + 360) % 360);
    setCrop({ x: 0, y: 0 });
    area.current = null;
  };

  const save = async () => {
    setProblem(null);
    upload.clearFailure();
    setRendering(true);
    let blob: Blob;
    try {
      blob = await renderEditedPhoto(src, rotation, area.current);
    } catch (err) {
      setProblem(err instanceof PhotoRuleError ? t(`validation.${err.problem}`, MESSAGE_VALUES[err.problem]) : t('messages.mediaUploadFailed'));
      return;
    } finally {
      setRendering(false);
    }
    const form = new FormData();
    form.set('photo_id', String(photo.id));
    form.set('album_type', photo.album_type);
    form.set('is_blob', '1');
    form.append('blob', blob, `photo-${photo.id}.jpg`);
    await upload.start(form);
  };
  const close = () => {
    upload.cancel();
    onClose();
  };
  const shown = problem ?? upload.failure;

  return (
    <AppModal open onClose={close} title={t('photoEditor.title')} maxWidth="sm" testId="photo-editor-modal">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 300, sm: 380 },
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: '#2b2135',
            '& [data-testid="cropper"]:focus-visible': { outline: '3px solid #fff', outlineOffset: -3 },
          }}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={1}
            maxZoom={4}
            keyboardStep={12}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            // Before the picture is measured the cropper reports NaN or empty areas: those mean "all of it".
            onCropComplete={(_percent, pixels) =>
              (area.current = [pixels.x, pixels.y, pixels.width, pixels.height].every(Number.isFinite) && pixels.width > 0 ? pixels : null)
            }
            onMediaLoaded={(size) => setNatural({ width: size.naturalWidth, height: size.naturalHeight })}
            mediaProps={{ alt: '' }}
            cropperProps={{ role: 'group', 'aria-label': t('photoEditor.frame') }}
          />
        </Box>

        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<RotateLeftRoundedIcon />} onClick={() => rotate(-90)} disabled={busy} data-testid="photo-editor-rotate-left">
            {t('photoEditor.rotateLeft')}
          </Button>
          <Button variant="outlined" startIcon={<RotateRightRoundedIcon />} onClick={() => rotate(90)} disabled={busy} data-testid="photo-editor-rotate-right">
            {t('photoEditor.rotateRight')}
          </Button>
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 0.5 }}>
          <ZoomInRoundedIcon color="action" aria-hidden />
          <Slider
            value={zoom}
            min={1}
            max={4}
            step={0.05}
            onChange={(_e, v) => setZoom(v as number)}
            aria-label={t('photoEditor.zoom')}
            getAriaValueText={(v) => `${Math.round(v * 100)}%`}
            disabled={busy}
          />
        </Box>

        <Box>
          <Typography id={shapeLabel} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('photoEditor.shape')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={shape}
            onChange={(_e, v: Shape | null) => v && setShape(v)}
            aria-labelledby={shapeLabel}
            disabled={busy}
            sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 700, px: 1.5 } }}
          >
            {(['original', 'portrait', 'square'] as const).map((s) => (
              <ToggleButton key={s} value={s} data-testid={`photo-editor-shape-${s}`}>
                {t(`photoEditor.shapes.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>

        <Alert severity="info">
          {t('photoEditor.moderation')}
          {isAvatar && <Box sx={{ mt: 0.5 }}>{t('photoEditor.avatar')}</Box>}
        </Alert>
        {rendering && (
          <Typography variant="body2" role="status">
            {t('photoEditor.preparing')}
          </Typography>
        )}
        {upload.progress !== null && <UploadProgress fraction={upload.progress} />}
        {shown && (
          <Alert severity="error" data-testid="photo-editor-error">
            {shown}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={close} sx={{ color: 'text.primary' }}>
            {t('photoEditor.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="photo-editor-save">
            {t('photoEditor.save')}
          </Button>
        </Box>
      </Box>
    </AppModal>
  );
}
