import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';
import type { DispatchRecord } from './DispatchList';

/** The longest rejection reason the server keeps (the lady reads it). */
export const REJECT_REASON_MAX = 500;

/**
 * Approve or Reject (with the reason the lady reads) a dispatch a lady proposed: an update
 * `{ decision, reason }` (docs/admin-api.md, dispatches). Each asks first: an approval sends a
 * letter to every man listed. Shown only while the dispatch awaits approval, to roles that may
 * decide (`edit`); the server checks the agency again.
 */
export const DecisionButtons = () => {
  const record = useRecordContext<DispatchRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'dispatches', action: 'edit', record });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || record.state !== 'awaiting_approval') return null;

  const decide = (decision: 'approve' | 'reject', reason: string | null) =>
    update(
      'dispatches',
      { id: record.id, data: { decision, reason }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.dispatches.decision.${decision === 'approve' ? 'approved' : 'rejected'}`, { type: 'success' });
          setDialog(null);
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  // Inside a list row: a click on a button must not open the record.
  const stop = (e: MouseEvent) => e.stopPropagation();
  const name = record.lady_name ?? record.lady_id;

  return (
    <Stack direction="row" spacing={1} onClick={stop} sx={{ display: 'inline-flex', flexWrap: 'wrap' }}>
      <Button
        label="resources.dispatches.decision.approve"
        onClick={() => setDialog('approve')}
        disabled={isPending}
        color="success"
        data-testid={`approve-${record.id}`}
      >
        <CheckIcon />
      </Button>
      <Button
        label="resources.dispatches.decision.reject"
        onClick={() => setDialog('reject')}
        disabled={isPending}
        color="error"
        data-testid={`reject-${record.id}`}
      >
        <CloseIcon />
      </Button>
      <ReasonDialog
        key={`approve-${dialog === 'approve'}`}
        open={dialog === 'approve'}
        pending={isPending}
        title={translate('resources.dispatches.decision.title_approve', { name })}
        explain={translate('resources.dispatches.decision.explain_approve', { smart_count: record.total })}
        confirmLabel={translate('resources.dispatches.decision.approve')}
        color="primary"
        testId="approve"
        onClose={() => setDialog(null)}
        onConfirm={() => decide('approve', null)}
      />
      <ReasonDialog
        key={`reject-${dialog === 'reject'}`}
        open={dialog === 'reject'}
        pending={isPending}
        title={translate('resources.dispatches.decision.title_reject', { name })}
        explain={translate('resources.dispatches.decision.explain_reject')}
        reasonLabel={translate('resources.dispatches.fields.reject_reason')}
        reasonRequired={translate('resources.dispatches.decision.reason_required')}
        maxLength={REJECT_REASON_MAX}
        confirmLabel={translate('resources.dispatches.decision.reject')}
        testId="reject"
        onClose={() => setDialog(null)}
        onConfirm={(reason) => decide('reject', reason)}
      />
    </Stack>
  );
};
