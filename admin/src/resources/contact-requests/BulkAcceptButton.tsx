import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';
import { CONTACT_REQUESTS } from './decisions';

/**
 * The queue's bulk Accept, after a confirmation naming how many: one decision per selected request
 * (the data provider's updateMany, decisions.ts), each checked and audited by the server like a
 * single one. Only requests waiting for the caller's step can be selected (ContactRequestList);
 * a rejection needs its own reason, so there is no bulk Reject.
 */
export const BulkAcceptButton = () => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(CONTACT_REQUESTS);
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();

  const accept = () =>
    updateMany(
      CONTACT_REQUESTS,
      { ids: selectedIds, data: { decision: 'accept' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${CONTACT_REQUESTS}.decision.bulk_accepted`, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
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
        label={`resources.${CONTACT_REQUESTS}.decision.accept`}
        onClick={() => setOpen(true)}
        disabled={isPending}
        color="success"
        data-testid="bulk-accept"
      >
        <CheckIcon />
      </Button>
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(`resources.${CONTACT_REQUESTS}.decision.title_bulk_accept`, { smart_count: selectedIds.length })}
        explain={translate(`resources.${CONTACT_REQUESTS}.decision.explain_bulk_accept`)}
        confirmLabel={translate(`resources.${CONTACT_REQUESTS}.decision.accept`)}
        color="primary"
        testId="bulk-accept"
        onClose={() => setOpen(false)}
        onConfirm={accept}
      />
    </>
  );
};
