import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin';
import { RejectDialog } from './RejectDialog';

/**
 * The queue's bulk decisions: Accept or Reject (one reason for all) the selected items, as one
 * update each (ra-data-simple-rest's updateMany), each checked and audited by the server like a
 * single decision. Only items waiting for the caller's step can be selected (ModerationList).
 */
export const BulkDecisionButtons = () => {
  const resource = useResourceContext() ?? 'photo-moderation';
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();

  const decide = (decision: 'accept' | 'reject', reason: string | null) =>
    updateMany(
      resource,
      { ids: selectedIds, data: { decision, reason } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.decision.bulk_${decision === 'accept' ? 'accepted' : 'rejected'}`, {
            type: 'success',
            messageArgs: { smart_count: selectedIds.length },
          });
          setOpen(false);
          unselectAll();
          refresh();
        },
        // Some may have been decided meanwhile (another moderator): show why, and the list as it is now.
        onError: (error) => {
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
          setOpen(false);
          refresh();
        },
      },
    );

  return (
    <>
      <Button
        label={`resources.${resource}.decision.accept`}
        onClick={() => decide('accept', null)}
        disabled={isPending}
        color="success"
        data-testid="bulk-accept"
      >
        <CheckIcon />
      </Button>
      <Button label={`resources.${resource}.decision.reject`} onClick={() => setOpen(true)} disabled={isPending} color="error" data-testid="bulk-reject">
        <CloseIcon />
      </Button>
      <RejectDialog
        key={String(open)}
        resource={resource}
        open={open}
        pending={isPending}
        title={translate(`resources.${resource}.decision.title_bulk_reject`, { smart_count: selectedIds.length })}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decide('reject', reason)}
      />
    </>
  );
};
