import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import VideoCallRoundedIcon from '@mui/icons-material/VideoCallRounded';
import VideoLibraryRoundedIcon from '@mui/icons-material/VideoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOwnProfile } from '@/features/profile/api/profiles';
import { isSiteError } from '@/shared/api';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { confirmDialog, toast } from '@/shared/store/ui-store';
import { wrappingTabsSx } from '@/shared/ui/list-toolbar';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import {
  useAlbumPhotos,
  useAlbumVideos,
  useEstablishAvatar,
  useMovePhoto,
  useMoveVideo,
  usePhotoAlbums,
  useRemovePhoto,
  useRemoveVideo,
  useVideoAlbums,
  type AlbumCount,
  type AlbumName,
  type AlbumType,
  type MediaState,
  type Photo,
  type Video,
} from '../api/media';
import { VideoTile } from '../components/member-media';
import { LockedCover, MediaGridSkeleton, mediaGridSx, videoGridSx, PhotoTileButton, TileFrame } from '../components/media-tiles';
import { PhotoViewer } from '../components/photo-viewer';
import { UploadPhotosModal, UploadVideoModal } from '../components/upload-modals';
import { VideoPlayer } from '../components/video-player';
import { LoadError } from '@/shared/ui/load-error';

// The editor (and its cropper) loads only when she edits a photo.
const PhotoEditorModal = lazy(() => import('../components/photo-editor-modal'));

const ALBUMS: AlbumName[] = ['public', 'private', 'purchased', 'all', 'trash'];
const STATE_COLOR: Record<MediaState, 'warning' | 'success' | 'error'> = { pending: 'warning', accepted: 'success', rejected: 'error' };

function StateChip({ state }: { state: MediaState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLOR[state]}
      icon={state === 'pending' ? <HourglassTopRoundedIcon /> : undefined}
      label={t(`albums.state.${state}`)}
      data-testid={`state-${state}`}
      sx={{ fontWeight: 800, boxShadow: '0 4px 12px rgba(43,33,53,.18)' }}
    />
  );
}

/** The lock on a private item's tile. */
function PrivateBadge({ at }: { at: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={t('albums.tabs.private')}
      sx={{
        position: 'absolute',
        left: 8,
        [at]: 8,
        width: 30,
        height: 30,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(43,33,53,.6)',
        color: '#fff',
      }}
    >
      <LockRoundedIcon sx={{ fontSize: 16 }} />
    </Box>
  );
}

/** Under her own photo or video: where moderation stands, and the reason of a rejection. */
function ModerationFooter({ state, reason }: { state: MediaState; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 1.25, py: 1, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
      <StateChip state={state} />
      {state === 'rejected' && reason && (
        <Typography variant="caption" color="error" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="reject-reason">
          {t('albums.reason', { reason })}
        </Typography>
      )}
    </Box>
  );
}

const avatarPhotoId = (url: string | null | undefined) => Number(/\/media\/photos\/(\d+)\//.exec(url ?? '')?.[1] ?? 0);

function errorText(err: unknown, fallback: string) {
  return isSiteError(err) && err.kind === 'site' ? (Object.values(err.fieldErrors)[0]?.[0] ?? err.desc) : fallback;
}

interface MediaAction {
  key: string;
  icon: ReactNode;
  label: string;
  hint?: string;
  disabled?: boolean;
  danger?: boolean;
  act: () => unknown;
}

/** The actions button of an own photo or video (top right of its tile) and its menu. */
function MediaActions({ actions, label, testId }: { actions: MediaAction[]; label: string; testId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'absolute', right: 6, top: 6, bgcolor: 'rgba(255,255,255,.88)', '&:hover': { bgcolor: '#fff' } }}
        size="small"
        data-testid={testId}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {actions.map((a) => (
          <MenuItem
            key={a.key}
            disabled={a.disabled}
            onClick={() => {
              close();
              void a.act();
            }}
            sx={{ color: a.danger ? 'error.main' : undefined, alignItems: 'flex-start' }}
            data-testid={`action-${a.key}`}
          >
            <ListItemIcon sx={{ color: 'inherit', mt: 0.25 }}>{a.icon}</ListItemIcon>
            <ListItemText primary={a.label} secondary={a.hint} slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 220 } } }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Runs an action of the menu and toasts how it went (none is an upload: a transport failure is the generic request error). */
function useRunAction() {
  const { t } = useTranslation();
  return (work: Promise<unknown>, done: string) =>
    work.then(() => toast(done, 'success')).catch((err: unknown) => toast(errorText(err, t('messages.requestFailed')), 'error'));
}

/** One of her own photos: the picture, its moderation state (with the reason of a rejection) and its actions. */
function OwnPhotoTile({
  photo,
  album,
  isAvatar,
  onOpen,
  onEdit,
  position,
}: {
  photo: Photo;
  album: AlbumName;
  isAvatar: boolean;
  onOpen: () => void;
  onEdit: () => void;
  position: { n: number; total: number };
}) {
  const { t } = useTranslation();
  const remove = useRemovePhoto();
  const move = useMovePhoto();
  const avatar = useEstablishAvatar();
  const run = useRunAction();
  const purchased = album === 'purchased';
  const trashed = album === 'trash';
  const src = photo.large ?? photo.preview;

  const actions = [
    // A photo in the trash is restored before it is edited (the server's rule); one without a picture cannot be.
    !trashed &&
      src && {
        key: 'edit',
        icon: <EditRoundedIcon fontSize="small" />,
        label: t('albums.edit'),
        hint: t('albums.editHint'),
        act: onEdit,
      },
    !trashed && {
      key: 'avatar',
      icon: <AccountCircleRoundedIcon fontSize="small" />,
      label: t('albums.setAvatar'),
      // A private photo cannot be the avatar (spec section 5); only an approved one can.
      hint: photo.album_type === 'private' ? t('albums.avatarPrivate') : photo.state !== 'accepted' ? t('albums.avatarPending') : undefined,
      disabled: isAvatar || photo.album_type === 'private' || photo.state !== 'accepted',
      act: () => run(avatar.mutateAsync(photo.id), t('messages.avatarSet')),
    },
    !trashed && {
      key: 'move',
      icon: photo.album_type === 'public' ? <LockRoundedIcon fontSize="small" /> : <LockOpenRoundedIcon fontSize="small" />,
      label: photo.album_type === 'public' ? t('albums.makePrivate') : t('albums.makePublic'),
      act: () => run(move.mutateAsync({ photoId: photo.id, album: photo.album_type === 'public' ? 'private' : 'public' }), t('messages.photoUpdated')),
    },
    trashed && {
      key: 'restore',
      icon: <RestoreRoundedIcon fontSize="small" />,
      label: t('albums.restore'),
      act: () => run(move.mutateAsync({ photoId: photo.id, album: photo.album_type }), t('messages.photoUpdated')),
    },
    {
      key: 'remove',
      icon: trashed ? <DeleteForeverRoundedIcon fontSize="small" /> : <DeleteRoundedIcon fontSize="small" />,
      label: trashed ? t('albums.removeForever') : t('albums.remove'),
      danger: true,
      act: async () => {
        if (await confirmDialog({ message: trashed ? t('albums.confirmRemoveForever') : t('albums.confirmRemove') }))
          await run(remove.mutateAsync(photo.id), t('messages.photoDeleted'));
      },
    },
  ].filter(Boolean) as MediaAction[];

  return (
    <Card sx={{ overflow: 'hidden', display: 'grid' }} data-testid="own-photo" data-state={photo.state} data-album={photo.album_type}>
      <TileFrame sx={{ borderRadius: 0, boxShadow: 'none' }}>
        {src ? (
          <PhotoTileButton src={src} alt="" label={t('gallery.view', position)} onOpen={onOpen} />
        ) : (
          <LockedCover seed={photo.id} label={t('gallery.lockedPhoto')} />
        )}
        {isAvatar && (
          <Chip
            size="small"
            color="primary"
            label={t('albums.avatar')}
            sx={{ position: 'absolute', left: 8, top: 8, fontWeight: 800, pointerEvents: 'none' }}
          />
        )}
        {photo.album_type === 'private' && !purchased && <PrivateBadge at="bottom" />}
        {!purchased && <MediaActions actions={actions} label={t('albums.actions')} testId="photo-actions" />}
      </TileFrame>
      {purchased && (
        <Button component={RouterLink} to={`/profile/${photo.user_id}`} size="small" sx={{ m: 0.75, justifySelf: 'start' }} data-testid="purchased-owner">
          {t('videos.profile')}
        </Button>
      )}
      {!purchased && <ModerationFooter state={photo.state} reason={photo.reject_reason} />}
    </Card>
  );
}

/** One of her own videos: its tile, its moderation state and its actions (public or private, trash, restore, delete for good). */
function OwnVideoTile({ video, album, onPlay }: { video: Video; album: AlbumName; onPlay: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveVideo();
  const move = useMoveVideo();
  const run = useRunAction();
  const purchased = album === 'purchased';
  const trashed = album === 'trash';
  const actions: MediaAction[] = [
    trashed
      ? {
          key: 'restore',
          icon: <RestoreRoundedIcon fontSize="small" />,
          label: t('albums.restore'),
          act: () => run(move.mutateAsync({ videoId: video.id, album: video.album_type }), t('albums.videoUpdated')),
        }
      : {
          key: 'move',
          icon: video.album_type === 'public' ? <LockRoundedIcon fontSize="small" /> : <LockOpenRoundedIcon fontSize="small" />,
          label: video.album_type === 'public' ? t('albums.makePrivate') : t('albums.makePublic'),
          act: () => run(move.mutateAsync({ videoId: video.id, album: video.album_type === 'public' ? 'private' : 'public' }), t('albums.videoUpdated')),
        },
    {
      key: 'remove',
      icon: trashed ? <DeleteForeverRoundedIcon fontSize="small" /> : <DeleteRoundedIcon fontSize="small" />,
      label: trashed ? t('albums.removeForever') : t('albums.remove'),
      danger: true,
      act: async () => {
        if (await confirmDialog({ message: trashed ? t('albums.confirmRemoveVideoForever') : t('albums.confirmRemoveVideo') }))
          await run(remove.mutateAsync(video.id), t('albums.videoDeleted'));
      },
    },
  ];
  return (
    <Card sx={{ overflow: 'hidden', display: 'grid' }} data-testid="own-video" data-state={video.state} data-album={video.album_type}>
      <TileFrame ratio="16 / 10" sx={{ borderRadius: 0, boxShadow: 'none' }}>
        <VideoTile video={video} onPlay={onPlay} />
        {video.album_type === 'private' && !purchased && <PrivateBadge at="top" />}
        {!purchased && <MediaActions actions={actions} label={t('albums.videoActions')} testId="video-actions" />}
      </TileFrame>
      {!purchased && <ModerationFooter state={video.state} reason={video.reject_reason} />}
    </Card>
  );
}

function AlbumTabs({
  value,
  onChange,
  counts,
  albums,
}: {
  value: AlbumName;
  onChange: (a: AlbumName) => void;
  counts: AlbumCount[] | undefined;
  albums: AlbumName[];
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_e, v: AlbumName) => onChange(v)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('albums.tabsLabel')}
      sx={[wrappingTabsSx, { borderBottom: '1px solid', borderColor: 'divider' }]}
    >
      {albums.map((a) => {
        const count = counts?.find((c) => c.album_type === a)?.count;
        return (
          <Tab
            key={a}
            value={a}
            data-testid={`tab-${a}`}
            sx={{ textTransform: 'none', fontWeight: 800, minHeight: 52 }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                {t(`albums.tabs.${a}`)}
                {count !== undefined && (
                  <Box
                    component="span"
                    sx={{
                      px: 0.9,
                      borderRadius: 5,
                      fontSize: 12,
                      bgcolor: value === a ? 'primary.main' : 'rgba(43,33,53,.08)',
                      color: value === a ? '#fff' : 'text.secondary',
                    }}
                  >
                    {count}
                  </Box>
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}

/** An album's photos; an empty one says so (the upload buttons are the page's, above the albums: one of each). */
function PhotoAlbum({ album }: { album: AlbumName }) {
  const { t } = useTranslation();
  const photos = useAlbumPhotos(album);
  const own = useOwnProfile();
  const avatarId = avatarPhotoId(own.data?.avatar_url);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<Photo | null>(null);
  const visible = useMemo(() => (photos.data ?? []).filter((p) => p.large || p.preview), [photos.data]);
  const items = useMemo(() => visible.map((p, i) => ({ id: p.id, src: (p.large ?? p.preview)!, alt: `${i + 1}` })), [visible]);

  if (photos.isError && !photos.data) return <LoadError message={t('albums.error')} retryLabel={t('albums.retry')} onRetry={() => void photos.refetch()} />;
  if (!photos.data) return <MediaGridSkeleton count={8} />;
  if (photos.data.length === 0)
    return (
      <EmptyState
        icon={<PhotoLibraryRoundedIcon />}
        title={t(`albums.empty.${album}`)}
        text={album === 'purchased' ? t('albums.emptyPurchased') : album === 'trash' ? undefined : t('albums.emptyText')}
      />
    );
  return (
    <>
      <Box sx={{ ...mediaGridSx, opacity: photos.isPlaceholderData ? 0.55 : 1, transition: 'opacity .2s' }} data-testid="album-photos">
        {photos.data.map((photo) => (
          <OwnPhotoTile
            key={photo.id}
            photo={photo}
            album={album}
            isAvatar={photo.id === avatarId}
            onOpen={() => setViewing(visible.findIndex((v) => v.id === photo.id))}
            onEdit={() => setEditing(photo)}
            position={{ n: visible.findIndex((v) => v.id === photo.id) + 1, total: visible.length }}
          />
        ))}
      </Box>
      <PhotoViewer items={items} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      {/* Mounted only while open, so each edit starts from the photo as it is. */}
      {editing && (
        <Suspense fallback={null}>
          <PhotoEditorModal photo={editing} isAvatar={editing.id === avatarId} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}

function VideoAlbum({ album }: { album: AlbumName }) {
  const { t } = useTranslation();
  const videos = useAlbumVideos(album);
  const [playing, setPlaying] = useState<Video | null>(null);
  if (videos.isError && !videos.data) return <LoadError message={t('albums.error')} retryLabel={t('albums.retry')} onRetry={() => void videos.refetch()} />;
  if (!videos.data) return <MediaGridSkeleton count={4} ratio="16 / 10" />;
  if (videos.data.length === 0) return <EmptyState icon={<VideoLibraryRoundedIcon />} title={t('albums.emptyVideos')} text={t('albums.emptyVideosText')} />;
  return (
    <>
      <Box sx={videoGridSx} data-testid="album-videos">
        {videos.data.map((video) => (
          <OwnVideoTile key={video.id} video={video} album={album} onPlay={() => setPlaying(video)} />
        ))}
      </Box>
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}

/**
 * The member's albums: her or his photos by album (public, private, all, trash; a man also purchased) with
 * their moderation state; avatar, move and delete; the upload modal. A lady also has her videos.
 * The album and the kind live in the URL (`?album=purchased` opens the purchased photos).
 * `embedded` is the /edit tab (editAlbums): inside that page's card, without a heading or card of its own.
 */
export function AlbumsManager({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  // A lady never pays for media, so she has no purchased album.
  const albumNames = isWoman ? ALBUMS.filter((a) => a !== 'purchased') : ALBUMS;
  const album = (albumNames as string[]).includes(params.get('album') ?? '') ? (params.get('album') as AlbumName) : 'public';
  const kind = isWoman && params.get('kind') === 'videos' ? 'videos' : 'photos';
  const photoCounts = usePhotoAlbums();
  const videoCounts = useVideoAlbums(isWoman);
  const [uploading, setUploading] = useState<'photos' | 'videos' | null>(null);
  const uploadAlbum: AlbumType = album === 'private' ? 'private' : 'public';
  const counts = kind === 'photos' ? photoCounts.data : videoCounts.data;
  const onModeration = counts?.find((c) => c.album_type === 'all')?.on_moderation ?? 0;
  const set = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next }, { replace: true });
  const buttonSize = mobile || embedded ? 'medium' : 'large';

  const actions = (
    <>
      <Button
        variant="contained"
        size={buttonSize}
        startIcon={<AddPhotoAlternateRoundedIcon />}
        onClick={() => setUploading('photos')}
        data-testid="open-upload"
      >
        {t('albums.upload')}
      </Button>
      {isWoman && (
        <Button
          variant="outlined"
          size={buttonSize}
          startIcon={<VideoCallRoundedIcon />}
          onClick={() => setUploading('videos')}
          data-testid="open-video-upload"
        >
          {t('albums.uploadVideo')}
        </Button>
      )}
    </>
  );
  const albums = (
    <>
      {(isWoman || onModeration > 0) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          {isWoman ? (
            <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_e, v: string | null) => v && set({ kind: v })} color="primary">
              <ToggleButton value="photos" sx={{ px: 2, textTransform: 'none', fontWeight: 800 }} data-testid="kind-photos">
                <PhotoLibraryRoundedIcon fontSize="small" sx={{ mr: 0.75 }} />
                {t('albums.kinds.photos')}
              </ToggleButton>
              <ToggleButton value="videos" sx={{ px: 2, textTransform: 'none', fontWeight: 800 }} data-testid="kind-videos">
                <VideoLibraryRoundedIcon fontSize="small" sx={{ mr: 0.75 }} />
                {t('albums.kinds.videos')}
              </ToggleButton>
            </ToggleButtonGroup>
          ) : (
            <span />
          )}
          {onModeration > 0 && (
            <Chip
              color="warning"
              variant="outlined"
              icon={<HourglassTopRoundedIcon />}
              label={t('albums.onModeration', { count: onModeration })}
              data-testid="on-moderation"
            />
          )}
        </Box>
      )}
      <AlbumTabs value={album} onChange={(a) => set({ album: a })} counts={counts} albums={albumNames} />
      <Box sx={{ pt: 0.5 }}>{kind === 'photos' ? <PhotoAlbum album={album} /> : <VideoAlbum album={album} />}</Box>
    </>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="albums-manager">
      {embedded ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            {t('albums.lead')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
        </Box>
      ) : (
        <PageHeader title={t('albums.title')} lead={t('albums.lead')} actions={actions} />
      )}
      {embedded ? <Box sx={{ display: 'grid', gap: 2 }}>{albums}</Box> : <Card sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2 }}>{albums}</Card>}
      {/* Mounted only while open, so each opening starts empty. */}
      {uploading === 'photos' && <UploadPhotosModal open onClose={() => setUploading(null)} initialAlbum={uploadAlbum} />}
      {isWoman && uploading === 'videos' && <UploadVideoModal open onClose={() => setUploading(null)} initialAlbum={uploadAlbum} />}
    </Box>
  );
}

/** /albums ("My media"). */
export default function AlbumsPage() {
  return <AlbumsManager />;
}
