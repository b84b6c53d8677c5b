import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useUi } from '@/shared/store/ui-store';

const ToastItem = lazy(() => import('./toast-item'));

/** Toasts (info, success, error, warning), 3000 ms by default, newest last. */
export function Toaster() {
  const toasts = useUi((s) => s.toasts);
  const mobile = useIsMobile();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Below the header (60 px on a phone, 72 wide), so a toast never hides its counters, balance or menu.
        top: mobile ? 68 : 88,
        right: mobile ? 12 : 24,
        left: mobile ? 12 : 'auto',
        display: 'grid',
        gap: 1,
        justifyItems: 'end',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Suspense fallback={null}>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </Suspense>
    </Box>
  );
}
