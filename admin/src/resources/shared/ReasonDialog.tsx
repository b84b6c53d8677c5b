import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ReasonDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  /** What the decision means (shown above the field), already translated. */
  explain: string;
  /** The reason field's label; none: a plain confirm without a field. */
  reasonLabel?: string;
  /** The message when the reason is left empty. */
  reasonRequired?: string;
  /** The field may be left empty (an optional note rather than a reason). */
  optional?: boolean;
  maxLength?: number;
  confirmLabel: string;
  color?: 'error' | 'primary';
  /** data-testid prefix: `<prefix>-reason`, `<prefix>-confirm`. */
  testId: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The back office's confirm dialog for a decision that needs a reason the member will read (a ban,
 * a rejection), an optional note (`optional`), or none (an unban). Callers key it by `open`, so
 * each opening starts empty.
 */
export const ReasonDialog = (props: ReasonDialogProps) => {
  const {
    open,
    pending,
    title,
    explain,
    reasonLabel,
    reasonRequired,
    optional = false,
    maxLength = 500,
    confirmLabel,
    color = 'error',
    testId,
    onClose,
    onConfirm,
  } = props;
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonError = reasonLabel && !optional && touched && !reason.trim() ? reasonRequired : undefined;
  const close = () => {
    if (!pending) onClose();
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reasonLabel || optional || reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={`${testId}-dialog-title`}>
      <form onSubmit={confirm} noValidate>
        <DialogTitle id={`${testId}-dialog-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: reasonLabel ? 2 : 0 }}>{explain}</DialogContentText>
          {reasonLabel && (
            <TextField
              autoFocus
              fullWidth
              label={reasonLabel}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              multiline
              minRows={2}
              required={!optional}
              error={!!reasonError}
              helperText={reasonError ?? `${reason.length} / ${maxLength}`}
              slotProps={{ htmlInput: { maxLength, 'data-testid': `${testId}-reason` } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={close} disabled={pending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton type="submit" variant="contained" color={color} disabled={pending} data-testid={`${testId}-confirm`} autoFocus={!reasonLabel}>
            {confirmLabel}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
