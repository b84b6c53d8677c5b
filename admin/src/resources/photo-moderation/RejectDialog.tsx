import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { REJECT_REASON_MAX } from './turn';

/**
 * The rejection's confirm dialog: a required reason (the member sees it), then `onConfirm(reason)`.
 * One record's Reject and the queue's bulk Reject both open it; `title` names what is rejected.
 * Callers key it by `open`, so each opening starts empty.
 */
export const RejectDialog = (props: {
  resource: string;
  open: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) => {
  const { resource, open, title, pending, onClose, onConfirm } = props;
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonError = touched && !reason.trim() ? translate(`resources.${resource}.decision.reason_required`) : undefined;
  const close = () => {
    if (!pending) onClose();
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reject-dialog-title">
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="reject-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`resources.${resource}.decision.explain_reject`)}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate(`resources.${resource}.fields.reject_reason`)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            multiline
            minRows={2}
            required
            error={!!reasonError}
            helperText={reasonError ?? `${reason.length} / ${REJECT_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX, 'data-testid': 'reject-reason' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={close} disabled={pending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton type="submit" variant="contained" color="error" disabled={pending} data-testid="reject-confirm">
            {translate(`resources.${resource}.decision.reject`)}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
