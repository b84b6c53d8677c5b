import Alert from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import { useEffect } from 'react';
import { useUi, type Toast } from '@/shared/store/ui-store';

/** One toast; it closes itself after its timeout. */
export default function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useUi((s) => s.dismissToast);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [toast.id, toast.timeout, dismiss]);
  return (
    <Slide in direction="down">
      <Alert
        severity={toast.type}
        variant="filled"
        onClose={() => dismiss(toast.id)}
        data-testid={`toast-${toast.type}`}
        sx={{ boxShadow: '0 14px 36px rgba(43,33,53,.22)', fontWeight: 600, maxWidth: 440, width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Slide>
  );
}
