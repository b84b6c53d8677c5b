import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import MovieRoundedIcon from '@mui/icons-material/MovieRounded';
import PublicRoundedIcon from '@mui/icons-material/PublicRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PHOTO, VIDEO } from '@dating/rules';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/shared/ui/app-modal';
import type { AlbumType } from '../api/media';
import { capturePoster } from '../lib/capture-poster';
import { DurationBadge } from './media-tiles';
import { preparePhoto, PhotoRuleError, type PhotoProblem, type PreparedPhoto } from '../lib/prepare-photo';
import { useCancellableUpload } from '../lib/use-cancellable-upload';

/** The numbers each photo message carries ({0}x{1}, {1} MB, {0} photos). */
export const MESSAGE_VALUES: Record<PhotoProblem | 'photoCount', Record<string, number>> = {
  photoExtension: {},
  photoCorrupted: {},
  photoTooLarge: { 0: PHOTO.pseudoMaxSide, 1: PHOTO.pseudoMaxSide },
  photoTooSmall: { 0: PHOTO.minSide, 1: PHOTO.minSide },
  photoNotReduced: {},
  photoFileSize: { 1: PHOTO.hintMaxMegabytes },
  photoCount: { 0: PHOTO.maxPerUpload },
};

interface Chosen {
  key: string;
  file: File;
  thumb: string;
  state: 'preparing' | 'ready' | 'refused';
  prepared?: PreparedPhoto;
  problem?: PhotoProblem;
}

function AlbumChoice({ value, onChange, disabled }: { value: AlbumType; onChange: (album: AlbumType) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const label = useId();
  const option = (album: AlbumType, Icon: typeof PublicRoundedIcon) => (
    <ToggleButton
      value={album}
      data-testid={`upload-album-${album}`}
      sx={{ display: 'grid', justifyItems: 'start', alignContent: 'start', textAlign: 'left', gap: 0.25, p: 1.5, textTransform: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800 }}>
        <Icon fontSize="small" />
        {t(`albums.tabs.${album}`)}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t(album === 'public' ? 'uploader.publicHint' : 'uploader.privateHint')}
      </Typography>
    </ToggleButton>
  );
  return (
    <Box>
      <Typography id={label} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('uploader.album')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_e, v: AlbumType | null) => v && onChange(v)}
        aria-labelledby={label}
        disabled={disabled}
        color="primary"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          '& .MuiToggleButton-root': { borderRadius: '12px !important', border: '1px solid', borderColor: 'divider' },
          gap: 1,
        }}
      >
        {option('public', PublicRoundedIcon)}
        {option('private', LockRoundedIcon)}
      </ToggleButtonGroup>
    </Box>
  );
}

function DropZone({
  onFiles,
  accept,
  multiple,
  label,
  hint,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  accept: string;
  multiple: boolean;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...e.dataTransfer.files]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'rgba(214,51,108,.35)',
        bgcolor: over ? 'rgba(214,51,108,.06)' : 'rgba(255,241,235,.5)',
        borderRadius: 4,
        p: { xs: 2.5, sm: 3.5 },
        textAlign: 'center',
        transition: 'all .2s',
      }}
    >
      <CloudUploadRoundedIcon color="primary" sx={{ fontSize: 42 }} />
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={disabled} data-testid="upload-choose">
          {label}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('uploader.drop')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid="upload-input"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}

export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <Box data-testid="upload-progress">
      <Typography variant="body2" sx={{ mb: 0.75, fontWeight: 700 }}>
        {t('uploader.uploading', { percent })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}

/**
 * The upload photos modal: the album, up to five photos checked and prepared in the browser (the
 * rules of spec section 5: type, resolution, scale to 3000, JPEG quality loop), then one upload
 * with its progress. Refused files show the spec's message and are left out.
 */
export function UploadPhotosModal({ open, onClose, initialAlbum }: { open: boolean; onClose: () => void; initialAlbum: AlbumType }) {
  const { t } = useTranslation();
  const [album, setAlbum] = useState<AlbumType>(initialAlbum);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [countError, setCountError] = useState(false);
  const upload = useCancellableUpload('member-photo/upload-photos', { done: t('uploader.done'), onDone: onClose });
  const { progress, busy, failure } = upload;

  // Thumbnails are object URLs: freed when the modal goes away (it is mounted only while open).
  const thumbs = useRef<string[]>([]);
  useEffect(() => {
    const urls = thumbs.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: File[]) => {
    upload.clearFailure();
    const room = PHOTO.maxPerUpload - chosen.length;
    setCountError(files.length > room);
    const taken = files.slice(0, Math.max(0, room)).map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      thumb: URL.createObjectURL(file),
      state: 'preparing' as const,
    }));
    thumbs.current.push(...taken.map((c) => c.thumb));
    setChosen((list) => [...list, ...taken]);
    for (const item of taken) {
      preparePhoto(item.file).then(
        (prepared) => setChosen((list) => list.map((c) => (c.key === item.key ? { ...c, state: 'ready', prepared } : c))),
        (err: unknown) =>
          setChosen((list) =>
            list.map((c) => (c.key === item.key ? { ...c, state: 'refused', problem: err instanceof PhotoRuleError ? err.problem : 'photoCorrupted' } : c)),
          ),
      );
    }
  };

  const ready = chosen.filter((c) => c.state === 'ready');
  const submit = () => {
    const form = new FormData();
    form.set('album_type', album);
    for (const c of ready) form.append('blob', c.prepared!.file, c.prepared!.name);
    return upload.start(form);
  };
  const close = () => {
    upload.cancel();
    onClose();
  };

  return (
    <AppModal open={open} onClose={close} title={t('uploader.title')} maxWidth="sm" testId="upload-photos-modal">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <AlbumChoice value={album} onChange={setAlbum} disabled={busy} />
        {chosen.length < PHOTO.maxPerUpload && (
          <DropZone
            onFiles={add}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            multiple
            label={t('uploader.choose')}
            hint={t('uploader.hint')}
            disabled={busy}
          />
        )}
        {countError && <Alert severity="warning">{t('validation.photoCount', MESSAGE_VALUES.photoCount)}</Alert>}
        {chosen.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="upload-files">
            {chosen.map((c) => (
              <Box
                component="li"
                key={c.key}
                data-testid={`upload-file-${c.state}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1,
                  borderRadius: 3,
                  border: '1px solid',
                  borderColor: c.state === 'refused' ? 'error.light' : 'divider',
                }}
              >
                <Box
                  component="img"
                  src={c.thumb}
                  alt=""
                  sx={{ width: 52, height: 52, borderRadius: 2, objectFit: 'cover', bgcolor: 'rgba(43,33,53,.06)', flexShrink: 0 }}
                  onError={(e) => ((e.target as HTMLImageElement).style.visibility = 'hidden')}
                />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                    {c.file.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color={c.state === 'refused' ? 'error' : 'text.secondary'}
                    sx={{ display: 'block', lineHeight: 1.35, mt: 0.25 }}
                    data-testid="upload-file-status"
                  >
                    {c.state === 'preparing'
                      ? t('uploader.preparing')
                      : c.state === 'refused'
                        ? t(`validation.${c.problem!}`, MESSAGE_VALUES[c.problem!])
                        : c.prepared!.reencoded
                          ? t('uploader.resized', { width: c.prepared!.width, height: c.prepared!.height })
                          : t('uploader.ready')}
                  </Typography>
                </Box>
                {c.state === 'preparing' ? (
                  <CircularProgress size={20} />
                ) : c.state === 'ready' ? (
                  <CheckCircleRoundedIcon color="success" />
                ) : (
                  <ErrorRoundedIcon color="error" />
                )}
                <IconButton
                  size="small"
                  aria-label={t('uploader.removeFile', { name: c.file.name })}
                  onClick={() => {
                    setCountError(false);
                    setChosen((list) => list.filter((x) => x.key !== c.key));
                  }}
                  disabled={busy}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        {progress !== null && <UploadProgress fraction={progress} />}
        {failure && (
          <Alert severity="error" data-testid="upload-error">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={close} sx={{ color: 'text.primary' }}>
            {t('uploader.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || ready.length === 0 || chosen.some((c) => c.state === 'preparing')}
            data-testid="upload-submit"
          >
            {t('uploader.submit', { count: ready.length })}
          </Button>
        </Box>
      </Box>
    </AppModal>
  );
}

/** mp4 or webm by name and declared type, at most 100 MB (the server checks the bytes). */
export function videoProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'videoType' | 'videoSize' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!VIDEO.extensions.includes(extension) || (file.type && !VIDEO.mimeTypes.includes(file.type))) return 'videoType';
  if (file.size > VIDEO.maxMegabytes * 1024 * 1024) return 'videoSize';
  return null;
}

/** The chosen video's still: being taken, taken (its object URL and bytes), or none (the browser could not decode it). */
type Poster = { state: 'capturing' } | { state: 'ready'; blob: Blob; url: string } | { state: 'none' };

/**
 * The video upload modal: the album, one mp4 or webm, an optional title, the upload's progress. The
 * browser takes a still of the chosen video (`capturePoster`), shows it as the preview and sends it
 * as the `poster`; when it cannot, the video goes without one. The length it measured goes as
 * `duration` (the server keeps it only when the file's header has none).
 */
export function UploadVideoModal({ open, onClose, initialAlbum }: { open: boolean; onClose: () => void; initialAlbum: AlbumType }) {
  const { t } = useTranslation();
  const [album, setAlbum] = useState<AlbumType>(initialAlbum);
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<Poster>({ state: 'none' });
  const [duration, setDuration] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCancellableUpload('member-video/upload-video', { done: t('uploader.videoDone'), onDone: onClose });
  const { progress, busy } = upload;
  // Each choice takes its own still; a later choice wins, and the last still's URL is freed when replaced or on close.
  const choice = useRef(0);
  const posterUrl = poster.state === 'ready' ? poster.url : null;
  useEffect(() => () => void (posterUrl && URL.revokeObjectURL(posterUrl)), [posterUrl]);

  const choose = (files: File[]) => {
    const next = files[0];
    if (!next) return;
    const issue = videoProblem(next);
    upload.clearFailure();
    setProblem(issue ? t(`uploader.${issue}`) : null);
    setFile(issue ? null : next);
    const mine = ++choice.current;
    setDuration(null);
    if (issue) return setPoster({ state: 'none' });
    setPoster({ state: 'capturing' });
    void capturePoster(next).then(({ poster: blob, duration: length }) => {
      if (choice.current !== mine) return;
      setPoster(blob ? { state: 'ready', blob, url: URL.createObjectURL(blob) } : { state: 'none' });
      setDuration(length);
    });
  };
  const submit = () => {
    if (!file) return;
    const form = new FormData();
    form.set('album_type', album);
    if (title.trim()) form.set('title', title.trim());
    form.append('blob', file, file.name);
    if (poster.state === 'ready') form.append('poster', poster.blob, 'poster.jpg');
    // Milliseconds are plenty; the server takes plain decimals above 0.
    const seconds = duration === null ? 0 : Math.round(duration * 1000) / 1000;
    if (seconds > 0) form.set('duration', String(seconds));
    return upload.start(form);
  };
  const close = () => {
    upload.cancel();
    onClose();
  };
  const shownProblem = problem ?? upload.failure;

  return (
    <AppModal open={open} onClose={close} title={t('uploader.videoTitle')} maxWidth="sm" testId="upload-video-modal">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <AlbumChoice value={album} onChange={setAlbum} disabled={busy} />
        <DropZone
          onFiles={choose}
          accept=".mp4,.webm,video/mp4,video/webm"
          multiple={false}
          label={t('uploader.chooseVideo')}
          hint={t('uploader.videoHint')}
          disabled={busy}
        />
        {file && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}
            data-testid="upload-video-file"
          >
            <Box
              sx={{
                position: 'relative',
                width: 96,
                aspectRatio: '16 / 10',
                borderRadius: 2,
                overflow: 'hidden',
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                background: 'linear-gradient(160deg, #2b2135 0%, #3d1f3a 55%, #2a1f4f 100%)',
              }}
            >
              {poster.state === 'ready' ? (
                <Box
                  component="img"
                  src={poster.url}
                  alt={t('uploader.posterAlt')}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  data-testid="upload-video-poster"
                />
              ) : poster.state === 'capturing' ? (
                <CircularProgress size={22} color="inherit" aria-label={t('uploader.posterCapturing')} />
              ) : (
                <MovieRoundedIcon aria-hidden />
              )}
              <DurationBadge seconds={duration} />
            </Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35, mt: 0.25 }} data-testid="upload-video-status">
                {poster.state === 'capturing' ? t('uploader.posterCapturing') : poster.state === 'ready' ? t('uploader.posterReady') : t('uploader.posterNone')}
              </Typography>
            </Box>
            <CheckCircleRoundedIcon color="success" />
          </Box>
        )}
        <TextField
          label={t('uploader.videoName')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          disabled={busy}
        />
        {progress !== null && <UploadProgress fraction={progress} />}
        {shownProblem && (
          <Alert severity="error" data-testid="upload-error">
            {shownProblem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={close} sx={{ color: 'text.primary' }}>
            {t('uploader.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy || !file || poster.state === 'capturing'} data-testid="upload-submit">
            {t('uploader.submitVideo')}
          </Button>
        </Box>
      </Box>
    </AppModal>
  );
}
