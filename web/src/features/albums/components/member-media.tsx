import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import PlayCircleFilledRoundedIcon from '@mui/icons-material/PlayCircleFilledRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { LOW_CREDITS_CODES } from '@dating/rules';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteError } from '@/shared/api';
import { toast } from '@/shared/store/ui-store';
import { useBuyPhoto, useBuyVideo, useMemberPhotos, useMemberVideos, type Photo, type Video } from '../api/media';
import { BuyButton, DurationBadge, LockedCover, MediaGridSkeleton, mediaGridSx, videoGridSx, PhotoTileButton, TileFrame, usePrice } from './media-tiles';
import { PhotoViewer } from './photo-viewer';
import { VideoPlayer } from './video-player';
import { LoadError } from '@/shared/ui/load-error';

/**
 * A failed purchase: 10025 already opened the low-credits modal (the query client's rule); anything
 * else shows the server's description, or (a transport failure) the fallback: spec section 8's
 * generic request error.
 */
export function reportBuyError(err: unknown, fallback: string) {
  if (isSiteError(err) && err.code !== null && LOW_CREDITS_CODES.includes(err.code)) return;
  toast(isSiteError(err) && err.kind === 'site' && err.desc ? err.desc : fallback, 'error');
}

/** The buy mutation of one kind of media (useBuyPhoto, useBuyVideo). */
interface BuyMedia {
  isPending: boolean;
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
}

/** The cover of a locked private photo or video and, where it may be bought, its buy button: both kinds are sold alike, so one piece serves both. */
function LockedForSale({
  item,
  kind,
  price,
  buy,
  onBought,
}: {
  item: { id: number; can_buy: boolean; title?: string | null };
  kind: 'photo' | 'video';
  price: number | null;
  buy: BuyMedia;
  onBought?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const video = kind === 'video';
  // A video's cover takes another hue than the photo of the same id.
  const seed = video ? item.id + 3 : item.id;
  return (
    <LockedCover seed={seed} label={video ? item.title || t('gallery.lockedVideo') : t('gallery.lockedPhoto')} video={video}>
      {item.can_buy && (
        <BuyButton
          kind={kind}
          price={price}
          busy={buy.isPending}
          testId={`buy-${kind}-${item.id}`}
          onBuy={() =>
            buy.mutate(item.id, {
              onSuccess: () => {
                toast(t(video ? 'gallery.videoBought' : 'gallery.photoBought'), 'success');
                onBought?.(item.id);
              },
              onError: (err) => reportBuyError(err, t('messages.requestFailed')),
            })
          }
        />
      )}
    </LockedCover>
  );
}

/** A private photo the viewer has not bought: blurred, with its price and the buy button. */
function LockedPhoto({ photo, price, inChatWith, onBought }: { photo: Photo; price: number | null; inChatWith?: number; onBought?: (id: number) => void }) {
  const buy = useBuyPhoto(inChatWith);
  return (
    <TileFrame testId="photo-locked">
      <LockedForSale item={photo} kind="photo" price={price} buy={buy} onBought={onBought} />
    </TileFrame>
  );
}

/** A locked private video: its cover, its length and, where it may be bought, the buy button (profiles' gallery and the videos search). */
export function LockedVideo({ video, price, onBought }: { video: Video; price: number | null; onBought?: (id: number) => void }) {
  const buy = useBuyVideo();
  return (
    <>
      <LockedForSale item={video} kind="video" price={price} buy={buy} onBought={onBought} />
      <DurationBadge seconds={video.duration} />
    </>
  );
}

/** An unlocked video's tile: its poster (or a dark cover without one) with its title and length; opens the player. */
export function VideoTile({ video, onPlay, autoFocus }: { video: Video; onPlay: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      onClick={onPlay}
      autoFocus={autoFocus}
      data-testid={`play-video-${video.id}`}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: 'radial-gradient(circle at 30% 20%, rgba(255,138,91,.55), transparent 55%), linear-gradient(160deg, #2b2135 0%, #3d1f3a 55%, #2a1f4f 100%)',
        '& svg': { transition: 'transform .25s' },
        '&:hover svg, &:focus-visible svg': { transform: 'scale(1.12)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      {video.poster_path && (
        <Box
          component="img"
          src={video.poster_path}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          onError={(e) => ((e.target as HTMLImageElement).style.visibility = 'hidden')}
          data-testid="video-poster"
        />
      )}
      {video.poster_path && (
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, transparent 45%, rgba(43,33,53,.7) 100%)' }} />
      )}
      <PlayCircleFilledRoundedIcon sx={{ fontSize: 64, opacity: 0.92, position: 'relative', filter: 'drop-shadow(0 4px 12px rgba(0,0,0,.35))' }} />
      {/* Named by its content (the action, the title, the length), not an aria-label that leaves the visible title out. */}
      <Box component="span" sx={visuallyHidden}>
        {`${t('gallery.watch')}: `}
      </Box>
      {video.title && (
        <Typography
          variant="body2"
          sx={{ position: 'absolute', left: 12, right: video.duration ? 72 : 12, bottom: 10, fontWeight: 700, textAlign: 'left' }}
          noWrap
        >
          {video.title}
        </Typography>
      )}
      <DurationBadge seconds={video.duration} />
    </ButtonBase>
  );
}

/** One photo of a gallery that opens the viewing modal at its place (a member's gallery and a visitor's share it). */
function GalleryPhoto({
  photo,
  at,
  total,
  name,
  onOpen,
  autoFocus,
  children,
}: {
  photo: { id: number; preview: string | null; large: string | null };
  at: number;
  total: number;
  name: string;
  onOpen: (at: number) => void;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TileFrame testId="photo-tile">
      <PhotoTileButton
        src={(photo.large ?? photo.preview)!}
        alt={`${name} · ${at + 1}`}
        label={t('gallery.view', { n: at + 1, total })}
        onOpen={() => onOpen(at)}
        testId={`open-photo-${photo.id}`}
        autoFocus={autoFocus}
      />
      {children}
    </TileFrame>
  );
}

/**
 * Another member's photos and videos on /profile/{id}: the public ones in a gallery (the viewing
 * modal), private ones locked until bought. Buying unlocks in place and refreshes the balance. In a
 * chat (`inChat`, the chat's photos dialog) only the photos, sold through the chat.
 */
export function MemberMedia({ userId, name, inChat = false }: { userId: number; name: string; inChat?: boolean }) {
  const { t } = useTranslation();
  const photos = useMemberPhotos(userId);
  // In a chat only her photos are for sale: no videos are asked for.
  const videos = useMemberVideos(inChat ? 0 : userId);
  const photoPrice = usePrice('private_photo_buy');
  const videoPrice = usePrice('private_video_buy');
  const [viewing, setViewing] = useState<number | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);
  // What was just bought: its buy button leaves with the lock, so the keyboard goes on from the
  // unlocked tile instead of falling back to the page.
  const [bought, setBought] = useState<{ kind: 'photo' | 'video'; id: number } | null>(null);
  const visible = useMemo(() => (photos.data ?? []).filter((p) => !p.locked && (p.large || p.preview)), [photos.data]);
  const items = useMemo(() => visible.map((p, i) => ({ id: p.id, src: (p.large ?? p.preview)!, alt: `${name} · ${i + 1}` })), [visible, name]);

  if (photos.isError && !photos.data) return <LoadError message={t('gallery.error')} retryLabel={t('gallery.retry')} onRetry={() => void photos.refetch()} />;
  if (!photos.data) return <MediaGridSkeleton count={4} />;
  const list = photos.data;
  const hasPrivate = list.some((p) => p.can_buy);
  const videoList = videos.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="member-media">
      {list.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <PhotoLibraryRoundedIcon />
          <Typography>{t('gallery.empty')}</Typography>
        </Box>
      ) : (
        <Box sx={mediaGridSx} data-testid="member-photos">
          {list.map((photo) => {
            if (photo.locked)
              return (
                <LockedPhoto
                  key={photo.id}
                  photo={photo}
                  price={photoPrice}
                  inChatWith={inChat ? userId : undefined}
                  onBought={(id) => setBought({ kind: 'photo', id })}
                />
              );
            const at = visible.findIndex((v) => v.id === photo.id);
            return (
              <GalleryPhoto
                key={photo.id}
                photo={photo}
                at={at}
                total={visible.length}
                name={name}
                onOpen={setViewing}
                autoFocus={bought?.kind === 'photo' && bought.id === photo.id}
              >
                {photo.album_type === 'private' && (
                  <Chip size="small" label={t('gallery.unlocked')} color="success" sx={{ position: 'absolute', left: 8, top: 8, pointerEvents: 'none' }} />
                )}
              </GalleryPhoto>
            );
          })}
        </Box>
      )}
      {hasPrivate && (
        <Typography variant="body2" color="text.secondary">
          {t('gallery.privateHint')}
        </Typography>
      )}
      {videoList.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
            {t('gallery.videos')}
          </Typography>
          <Box sx={videoGridSx} data-testid="member-videos">
            {videoList.map((video) => (
              <TileFrame key={video.id} ratio="16 / 10" testId="video-tile">
                {video.locked ? (
                  <LockedVideo video={video} price={videoPrice} onBought={(id) => setBought({ kind: 'video', id })} />
                ) : (
                  <VideoTile video={video} onPlay={() => setPlaying(video)} autoFocus={bought?.kind === 'video' && bought.id === video.id} />
                )}
              </TileFrame>
            ))}
          </Box>
        </Box>
      )}
      <PhotoViewer items={items} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}

/** A photo as a visitor gets it with a lady's public profile (`guest/get-woman-profile`'s `photos`). */
export interface PublicPhoto {
  id: number;
  preview: string | null;
  large: string | null;
}

/**
 * A lady's public photos on /publicProfile/{id} for a visitor: the gallery and its viewing modal,
 * nothing to buy (the server sends accepted public photos only).
 */
export function PublicPhotos({ photos, name }: { photos: PublicPhoto[]; name: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const visible = useMemo(() => photos.filter((p) => p.large || p.preview), [photos]);
  const items = useMemo(() => visible.map((p, i) => ({ id: p.id, src: (p.large ?? p.preview)!, alt: `${name} · ${i + 1}` })), [visible, name]);
  if (visible.length === 0)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }} data-testid="public-photos-empty">
        <PhotoLibraryRoundedIcon />
        <Typography>{t('gallery.empty')}</Typography>
      </Box>
    );
  return (
    <>
      <Box sx={mediaGridSx} data-testid="public-photos">
        {visible.map((photo, at) => (
          <GalleryPhoto key={photo.id} photo={photo} at={at} total={visible.length} name={name} onOpen={setViewing} />
        ))}
      </Box>
      <PhotoViewer items={items} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
