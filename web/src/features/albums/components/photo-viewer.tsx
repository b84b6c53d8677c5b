import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from '@/shared/ui/scroll-lock';

export interface ViewerItem {
  id: number;
  src: string;
  alt: string;
}

const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: '#fff',
  bgcolor: 'rgba(255,255,255,.14)',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(255,255,255,.26)' },
  width: { xs: 44, sm: 52 },
  height: { xs: 44, sm: 52 },
} as const;

/**
 * The photo viewing modal: the large picture on a dark stage, previous and next with the arrow
 * keys (and buttons), Escape or the close button to leave. `index` null keeps it closed.
 */
export function PhotoViewer({
  items,
  index,
  onIndex,
  onClose,
  footer,
}: {
  items: ViewerItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const open = index !== null && items.length > 0;
  const at = open ? Math.min(index, items.length - 1) : 0;
  const item = open ? items[at] : null;
  useScrollLock(open);
  const go = (step: number) => onIndex((at + step + items.length) % items.length);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex((at - 1 + items.length) % items.length);
      else if (e.key === 'ArrowRight') onIndex((at + 1) % items.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, at, items.length, onIndex]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      disableScrollLock
      aria-label={t('gallery.viewer', { n: at + 1, total: items.length })}
      data-testid="photo-viewer"
      slotProps={{ paper: { sx: { bgcolor: 'rgba(20,14,26,.96)', backgroundImage: 'none' } } }}
    >
      <Box sx={{ position: 'relative', height: '100%', display: 'grid', gridTemplateRows: 'auto 1fr auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, color: 'rgba(255,255,255,.8)' }}>
          <Typography variant="body2" data-testid="viewer-counter">
            {/* A lone photo (a profile's main one) is named rather than counted "1 / 1". */}
            {items.length > 1 ? `${at + 1} / ${items.length}` : item?.alt}
          </Typography>
          <IconButton aria-label={t('gallery.close')} onClick={onClose} sx={{ color: '#fff' }} data-testid="viewer-close">
            <CloseRoundedIcon />
          </IconButton>
        </Box>
        <Box sx={{ position: 'relative', minHeight: 0, display: 'grid', placeItems: 'center', px: { xs: 1, sm: 9 } }}>
          {item && (
            <Box
              key={item.id}
              component="img"
              src={item.src}
              alt={item.alt}
              data-testid="viewer-image"
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 2, boxShadow: '0 30px 80px rgba(0,0,0,.5)' }}
            />
          )}
          {items.length > 1 && (
            <>
              <IconButton aria-label={t('gallery.previous')} onClick={() => go(-1)} sx={{ ...navSx, left: { xs: 8, sm: 20 } }} data-testid="viewer-previous">
                <ChevronLeftRoundedIcon fontSize="large" />
              </IconButton>
              <IconButton aria-label={t('gallery.next')} onClick={() => go(1)} sx={{ ...navSx, right: { xs: 8, sm: 20 } }} data-testid="viewer-next">
                <ChevronRightRoundedIcon fontSize="large" />
              </IconButton>
            </>
          )}
        </Box>
        <Box sx={{ p: 2, display: 'flex', justifyContent: 'center', minHeight: 24 }}>{footer}</Box>
      </Box>
    </Dialog>
  );
}
