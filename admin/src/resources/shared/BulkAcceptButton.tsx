import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin';
import { ReasonDialog } from './ReasonDialog';

/**
 * A queue's bulk Accept (contact requests, gifts), after a confirmation naming how many: one
 * decision per selected record (the data provider's updateMany, queue-decisions.ts), each checked
 * and audited by the server like a single one. Only records waiting for the caller's step can be
 * selected (the list's isRowSelectable); a rejection needs its own reason, so there is no bulk
 * Reject. The words are the resource's own (`resources.<resource>.decision.accept`,
 * `title_bulk_accept`, `explain_bulk_accept`, `bulk_accepted`).
 */
export const BulkAcceptButton = () => {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();

  const accept = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { decision: 'accept' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.decision.bulk_accepted`, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
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
      <Button label={`resources.${resource}.decision.accept`} onClick={() => setOpen(true)} disabled={isPending} color="success" data-testid="bulk-accept">
        <CheckIcon />
      </Button>
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(`resources.${resource}.decision.title_bulk_accept`, { smart_count: selectedIds.length })}
        explain={translate(`resources.${resource}.decision.explain_bulk_accept`)}
        confirmLabel={translate(`resources.${resource}.decision.accept`)}
        color="primary"
        testId="bulk-accept"
        onClose={() => setOpen(false)}
        onConfirm={accept}
      />
    </>
  );
};
