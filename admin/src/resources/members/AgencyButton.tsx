import BusinessIcon from '@mui/icons-material/Business';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

/** An agency id as the server takes it: letters, digits, dot, dash and underscore, at most 64. */
const AGENCY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Assign the woman on screen to an agency, move her to another, or take her out of hers (an empty
 * field): an update of `agency_id` (docs/admin-api.md). Her agency's moderator decides on her media
 * from then on. Admins only (`member-agency` in the role table); never shown for a man.
 */
export const AgencyButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'member-agency', action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [agency, setAgency] = useState('');
  const [update, { isPending }] = useUpdate();
  if (!record || record.user_type !== 'woman' || !canAccess) return null;
  const value = agency.trim();
  const error = value && !AGENCY_ID.test(value) ? translate('resources.members.agency.invalid') : undefined;

  const start = () => {
    setAgency((record.agency_id as string | null) ?? '');
    setOpen(true);
  };
  const close = () => !isPending && setOpen(false);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (error) return;
    update(
      'members',
      { id: record.id, data: { agency_id: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(value ? 'resources.members.agency.assigned' : 'resources.members.agency.removed', { type: 'success', messageArgs: { agency: value } });
          setOpen(false);
          refresh();
        },
        onError: (err) => notify((err as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button label="resources.members.agency.change" onClick={start} data-testid="change-agency">
        <BusinessIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="agency-dialog-title">
        <form onSubmit={save} noValidate>
          <DialogTitle id="agency-dialog-title">{translate('resources.members.agency.title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.members.agency.explain')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label={translate('resources.members.fields.agency_id')}
              value={agency}
              onChange={(e) => setAgency(e.target.value)}
              error={!!error}
              helperText={error ?? translate('resources.members.agency.hint')}
              slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'agency-id' } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending || !!error} data-testid="agency-confirm">
              {translate('ra.action.save')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
