import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

/** The longest ban reason the server keeps. */
export const BAN_REASON_MAX = 500;

/**
 * Ban (with a reason) or unban the member on screen, after a confirm dialog: an update of
 * `banned` and `ban_reason` (docs/admin-api.md). Shown only to roles that may update members.
 */
export const BanButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'members', action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess) return null;
  const banning = !record.banned;
  const reasonError = banning && touched && !reason.trim() ? translate('resources.members.ban.reason_required') : undefined;

  const close = () => {
    if (isPending) return;
    setOpen(false);
    setReason('');
    setTouched(false);
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (banning && !reason.trim()) return;
    update(
      'members',
      { id: record.id, data: banning ? { banned: true, ban_reason: reason.trim() } : { banned: false, ban_reason: null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(banning ? 'resources.members.ban.banned' : 'resources.members.ban.unbanned', { type: 'success' });
          setOpen(false);
          setReason('');
          setTouched(false);
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        label={banning ? 'resources.members.ban.ban' : 'resources.members.ban.unban'}
        onClick={() => setOpen(true)}
        color={banning ? 'error' : 'primary'}
        data-testid={banning ? 'ban-member' : 'unban-member'}
      >
        {banning ? <BlockIcon /> : <LockOpenIcon />}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="ban-dialog-title">
        <form onSubmit={confirm} noValidate>
          <DialogTitle id="ban-dialog-title">
            {translate(banning ? 'resources.members.ban.title_ban' : 'resources.members.ban.title_unban', { name: record.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate(banning ? 'resources.members.ban.explain_ban' : 'resources.members.ban.explain_unban')}
            </DialogContentText>
            {banning && (
              <TextField
                autoFocus
                label={translate('resources.members.fields.ban_reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                onBlur={() => setTouched(true)}
                multiline
                minRows={2}
                required
                error={!!reasonError}
                helperText={reasonError ?? `${reason.length} / ${BAN_REASON_MAX}`}
                slotProps={{ htmlInput: { maxLength: BAN_REASON_MAX, 'data-testid': 'ban-reason' } }}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton
              type="submit"
              variant="contained"
              color={banning ? 'error' : 'primary'}
              disabled={isPending}
              data-testid="ban-confirm"
              autoFocus={!banning}
            >
              {translate(banning ? 'resources.members.ban.ban' : 'resources.members.ban.unban')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
