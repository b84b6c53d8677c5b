import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useScrollLock } from './scroll-lock';

export interface AppModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Hides the close button (a modal that must be answered). */
  persistent?: boolean;
  /** A decorative band above the title. */
  header?: ReactNode;
  testId?: string;
}

/**
 * Every modal of the site: MUI's dialog with our shared scroll lock (so the spec's rule "closing
 * the last one unlocks it" holds across stacked modals), a close button, full screen on mobile.
 */
export function AppModal({ open, onClose, title, subtitle, children, maxWidth = 'xs', persistent, header, testId }: AppModalProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const titleId = useId();
  useScrollLock(open);
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : onClose}
      disableScrollLock
      fullWidth
      fullScreen={mobile}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {header}
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      {!persistent && (
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 14, top: 14, color: 'text.secondary' }}>
          <CloseRoundedIcon />
        </IconButton>
      )}
      <DialogContent sx={{ pb: 3.5 }}>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}
