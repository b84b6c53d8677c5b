import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
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
  /** A footer that stays in view under the body, which scrolls when the screen is short (a form's submit button). */
  actions?: ReactNode;
  /**
   * Makes the whole dialog one form (body and `actions`), so a submit button in the footer submits it, as Enter in
   * a field does; the browser's own validation is off (the form's schema speaks).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  testId?: string;
}

/**
 * Shadows at the edges of a scrolling body, only where more lies beyond (the covers scroll with the content,
 * the shadows stay with the box): the cue that a footer does not end the form.
 */
const scrollShadows = {
  background: [
    'linear-gradient(#fff 30%, rgba(255,255,255,0)) center top',
    'linear-gradient(rgba(255,255,255,0), #fff 70%) center bottom',
    'radial-gradient(farthest-side at 50% 0, rgba(43,33,53,.14), rgba(43,33,53,0)) center top',
    'radial-gradient(farthest-side at 50% 100%, rgba(43,33,53,.14), rgba(43,33,53,0)) center bottom',
  ].join(', '),
  backgroundRepeat: 'no-repeat',
  backgroundSize: '100% 40px, 100% 40px, 100% 12px, 100% 12px',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/**
 * Every modal of the site: MUI's dialog with our shared scroll lock (so the spec's rule "closing
 * the last one unlocks it" holds across stacked modals), a close button, full screen on mobile.
 */
export function AppModal({ open, onClose, title, subtitle, children, maxWidth = 'xs', persistent, header, actions, onSubmit, testId }: AppModalProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const titleId = useId();
  useScrollLock(open);
  const body = (
    <DialogContent sx={actions ? { pb: 2, ...scrollShadows } : { pb: 3.5 }}>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </DialogContent>
  );
  const footer = actions && (
    <Box sx={{ flexShrink: 0, px: 3, pt: 1.5, pb: { xs: 'max(16px, env(safe-area-inset-bottom))', sm: 3 }, display: 'grid', gap: 1.25 }}>{actions}</Box>
  );
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
      {onSubmit ? (
        // A form that leaves no box of its own: the body and the footer stay the dialog's column (the body scrolls).
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
          {body}
          {footer}
        </Box>
      ) : (
        <>
          {body}
          {footer}
        </>
      )}
    </Dialog>
  );
}
