import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { isCallersTurn, type ModerationRecord, REJECT_REASON_MAX } from './turn';

/**
 * Accept, or Reject with a reason (a confirm dialog): an update `{ decision, reason }` of the record on
 * screen (docs/admin-api.md, photo-moderation). Shown only to roles that may decide (`edit`), and
 * only when the record waits for the caller's step (the agency's first, then the site's).
 * `stacked` puts them one above the other (the queue's last column, which must fit 1280 px).
 */
export const DecisionButtons = ({ stacked = false }: { stacked?: boolean }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<{ role?: string }>();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || !isCallersTurn(record, permissions?.role)) return null;
  const reasonError = touched && !reason.trim() ? translate(`resources.${resource}.decision.reason_required`) : undefined;

  const close = () => {
    if (isPending) return;
    setOpen(false);
    setReason('');
    setTouched(false);
  };
  const decide = (decision: 'accept' | 'reject', why: string | null) =>
    update(
      resource,
      { id: record.id, data: { decision, reason: why }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.decision.${decision === 'accept' ? 'accepted' : 'rejected'}`, { type: 'success' });
          setOpen(false);
          setReason('');
          setTouched(false);
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reason.trim()) return;
    decide('reject', reason.trim());
  };
  const stop = (e: MouseEvent) => e.stopPropagation();

  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={stacked ? 0.5 : 1} onClick={stop} sx={{ display: 'inline-flex', alignItems: 'flex-start' }}>
      <Button
        label={`resources.${resource}.decision.accept`}
        onClick={() => decide('accept', null)}
        disabled={isPending}
        color="success"
        data-testid={`accept-${record.id}`}
      >
        <CheckIcon />
      </Button>
      <Button
        label={`resources.${resource}.decision.reject`}
        onClick={() => setOpen(true)}
        disabled={isPending}
        color="error"
        data-testid={`reject-${record.id}`}
      >
        <CloseIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reject-dialog-title">
        <form onSubmit={confirm} noValidate>
          <DialogTitle id="reject-dialog-title">
            {translate(`resources.${resource}.decision.title_reject`, { name: record.member_name ?? record.member_id })}
          </DialogTitle>
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
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" color="error" disabled={isPending} data-testid="reject-confirm">
              {translate(`resources.${resource}.decision.reject`)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
