import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { Button, useCanAccess, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { ReasonDialog } from '../shared/ReasonDialog';
import { CONTACT_REQUESTS } from './decisions';
import { type ContactRequestRecord, isCallersTurn, REJECT_REASON_MAX, waitingStep } from './turn';

/**
 * Accept, or Reject with a reason (1–500 characters, the man reads it) in a dialog: react-admin's
 * update `{ decision, reason }`, which the data provider posts to the request's `/decision`
 * (decisions.ts). Shown only to roles that may decide (`edit`) and only when the request waits for
 * the caller's step: her agency's moderator first, then a site moderator or an admin.
 * `stacked` puts them one above the other (the list's last column).
 */
export const DecisionButtons = ({ stacked = false }: { stacked?: boolean }) => {
  const record = useRecordContext<ContactRequestRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Permissions>();
  const { canAccess } = useCanAccess({ resource: CONTACT_REQUESTS, action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || !isCallersTurn(record, permissions?.role)) return null;

  const step = waitingStep(record);
  const decide = (decision: 'accept' | 'reject', reason: string | null) =>
    update(
      CONTACT_REQUESTS,
      { id: record.id, data: decision === 'accept' ? { decision } : { decision, reason }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${CONTACT_REQUESTS}.decision.${decision === 'reject' ? 'rejected' : `accepted_${step}`}`, { type: 'success' });
          setOpen(false);
          refresh();
        },
        // Decided meanwhile by someone else, or refused by the server: say why, and show it as it is now.
        onError: (error) => {
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
          refresh();
        },
      },
    );
  // Inside a list row: a click on a button must not open the request.
  const stop = (e: MouseEvent) => e.stopPropagation();

  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={stacked ? 0.5 : 1} onClick={stop} sx={{ display: 'inline-flex', alignItems: 'flex-start' }}>
      <Button
        label={`resources.${CONTACT_REQUESTS}.decision.accept`}
        onClick={() => decide('accept', null)}
        disabled={isPending}
        color="success"
        data-testid={`accept-${record.id}`}
      >
        <CheckIcon />
      </Button>
      <Button
        label={`resources.${CONTACT_REQUESTS}.decision.reject`}
        onClick={() => setOpen(true)}
        disabled={isPending}
        color="error"
        data-testid={`reject-${record.id}`}
      >
        <CloseIcon />
      </Button>
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(`resources.${CONTACT_REQUESTS}.decision.title_reject`, {
          man: record.man_name ?? `#${record.man_id}`,
          lady: record.lady_name ?? `#${record.lady_id}`,
        })}
        explain={translate(`resources.${CONTACT_REQUESTS}.decision.explain_reject`)}
        reasonLabel={translate(`resources.${CONTACT_REQUESTS}.fields.reason`)}
        reasonRequired={translate(`resources.${CONTACT_REQUESTS}.decision.reason_required`)}
        maxLength={REJECT_REASON_MAX}
        confirmLabel={translate(`resources.${CONTACT_REQUESTS}.decision.reject`)}
        testId="reject"
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decide('reject', reason)}
      />
    </Stack>
  );
};
