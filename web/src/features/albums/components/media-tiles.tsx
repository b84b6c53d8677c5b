import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatVideoLength } from '@dating/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrices } from '@/features/credits/api/get-prices';
import { isMan, useSession } from '@/shared/store/session-store';
import { confirmDialog } from '@/shared/store/ui-store';

/** The grid every album and gallery uses: two columns on a phone, more as the page widens. */
export const mediaGridSx = {
  display: 'grid',
  gap: { xs: 1.25, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Videos are wide: one a row on a phone. */
export const videoGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A soft, blurred placeholder standing in for a private item the viewer has not bought. */
export function LockedCover({ seed, label, children, video }: { seed: number; label: string; children?: ReactNode; video?: boolean }) {
  const hue = (seed * 47) % 360;
  return (
    // A group, not an image: it may hold the buy button, and an image has no focusable parts.
    <Box
      role="group"
      aria-label={label}
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        background: `radial-gradient(circle at 30% 25%, hsla(${hue},90%,80%,.95), transparent 55%), radial-gradient(circle at 75% 70%, hsla(${(hue + 60) % 360},80%,65%,.9), transparent 60%), linear-gradient(150deg, #f4b6c8, #8f6bd8)`,
        '&::before': {
          content: '""',
          position: 'absolute',
          width: '46%',
          aspectRatio: '0.8',
          borderRadius: '50% 50% 44% 44%',
          bottom: '-6%',
          left: '27%',
          bgcolor: 'rgba(255,255,255,.28)',
          filter: 'blur(14px)',
        },
        '&::after': {
          content: '""',
          position: 'absolute',
          width: '24%',
          aspectRatio: '1',
          borderRadius: '50%',
          top: '22%',
          left: '38%',
          bgcolor: 'rgba(255,255,255,.3)',
          filter: 'blur(12px)',
        },
      }}
    >
      <Box sx={{ position: 'relative', zIndex: 1, display: 'grid', justifyItems: 'center', gap: 1, color: '#fff', px: 1, textAlign: 'center' }}>
        <Box
          sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(43,33,53,.32)', backdropFilter: 'blur(4px)' }}
        >
          {video ? <PlayArrowRoundedIcon /> : <LockRoundedIcon />}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 800, textShadow: '0 1px 8px rgba(43,33,53,.4)' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** The length in a video tile's bottom right corner (nothing when unknown); its label says what the digits are. */
export function DurationBadge({ seconds }: { seconds: number | null | undefined }) {
  const { t } = useTranslation();
  if (seconds === null || seconds === undefined) return null;
  const time = formatVideoLength(seconds);
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('gallery.duration', { time })}
      data-testid="video-duration"
      sx={{
        position: 'absolute',
        right: 8,
        bottom: 8,
        zIndex: 1,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(20,14,26,.72)',
        color: '#fff',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1.4,
        fontVariantNumeric: 'tabular-nums',
        letterSpacing: '.02em',
        pointerEvents: 'none',
      }}
    >
      {time}
    </Box>
  );
}

/** The price of a paid action from the server's price list (null while it loads). */
export function usePrice(action: 'private_photo_buy' | 'private_video_buy'): number | null {
  const prices = usePrices();
  const man = useSession(isMan);
  if (!man) return 0;
  const entry = prices.data?.find((p) => p.action === action);
  return entry ? entry.price : null;
}

/**
 * "Buy for N credits" (a man) or "Open" (a lady never pays). A purchase spends his credits, so he
 * says yes to the price in the confirmation dialog first; Cancel spends nothing. Opening costs her
 * nothing and asks nothing.
 */
export function BuyButton({
  kind,
  price,
  onBuy,
  busy,
  testId,
  fullWidth,
}: {
  kind: 'photo' | 'video';
  price: number | null;
  onBuy: () => void;
  busy: boolean;
  testId: string;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const buy = async () => {
    // Disabled while the price list loads, so a price is always known when he is asked.
    if (price !== 0) {
      const yes = await confirmDialog({
        title: t(kind === 'video' ? 'gallery.confirmVideoTitle' : 'gallery.confirmPhotoTitle'),
        message: t('gallery.confirmBuy', { count: price ?? 0 }),
        confirmLabel: t('gallery.buy', { price, count: price ?? 0 }),
      });
      if (!yes) return;
    }
    onBuy();
  };
  return (
    <Button
      variant="contained"
      size="small"
      onClick={(e) => {
        e.stopPropagation();
        void buy();
      }}
      disabled={busy || price === null}
      data-testid={testId}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap', boxShadow: '0 8px 20px rgba(43,33,53,.25)' }}
    >
      {price === 0 ? t('gallery.open') : t('gallery.buy', { price: price ?? '…', count: price ?? 0 })}
    </Button>
  );
}

/** A square tile showing a picture that opens the viewer. */
export function PhotoTileButton({
  src,
  alt,
  onOpen,
  label,
  testId,
  autoFocus,
}: {
  src: string;
  alt: string;
  onOpen: () => void;
  label: string;
  testId?: string;
  autoFocus?: boolean;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      autoFocus={autoFocus}
      aria-label={label}
      data-testid={testId}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'block',
        '& img': { transition: 'transform .35s' },
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <Box component="img" src={src} alt={alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
    </ButtonBase>
  );
}

export function TileFrame({ children, ratio = '4 / 5', testId, sx }: { children: ReactNode; ratio?: string; testId?: string; sx?: object }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'relative',
        aspectRatio: ratio,
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'rgba(43,33,53,.06)',
        boxShadow: '0 6px 18px rgba(43,33,53,.08)',
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

export function MediaGridSkeleton({ count = 4, ratio = '4 / 5' }: { count?: number; ratio?: string }) {
  return (
    <Box sx={ratio === '4 / 5' ? mediaGridSx : videoGridSx} data-testid="media-loading">
      {Array.from({ length: count }, (_v, i) => (
        <Skeleton key={i} variant="rounded" sx={{ height: 'auto', aspectRatio: ratio, borderRadius: 3 }} />
      ))}
    </Box>
  );
}
