import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { RejectDialog } from './RejectDialog';
import { isCallersTurn, type ModerationRecord } from './turn';

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
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || !isCallersTurn(record, permissions?.role)) return null;

  const decide = (decision: 'accept' | 'reject', why: string | null) =>
    update(
      resource,
      { id: record.id, data: { decision, reason: why }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.decision.${decision === 'accept' ? 'accepted' : 'rejected'}`, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
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
      <RejectDialog
        key={String(open)}
        resource={resource}
        open={open}
        pending={isPending}
        title={translate(`resources.${resource}.decision.title_reject`, { name: record.member_name ?? record.member_id })}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decide('reject', reason)}
      />
    </Stack>
  );
};
