import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { type Identifier, type RaRecord, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';

/**
 * A queue's decision as react-admin's update of the record on screen (pessimistic): `decide(data,
 * success)` sends `data`, then says `success` (a message key) and refreshes; a refusal (decided
 * meanwhile, out of turn) says why and shows the record as it is now.
 */
export function useDecision(resource: string, record: RaRecord | undefined, onDone: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const decide = (data: Record<string, unknown>, success: string) =>
    update(
      resource,
      { id: record!.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(success, { type: 'success' });
          onDone();
          refresh();
        },
        onError: (error) => {
          const message = (error as Error)?.message || 'ra.notification.http_error';
          // The server's own words are no translation key: shown as they are.
          notify(message, { type: 'error', messageArgs: { _: message } });
          refresh();
        },
      },
    );
  return { decide, isPending };
}

/**
 * A queue's two decision buttons, accept (or approve) and reject, labelled
 * `resources.<resource>.decision.<accept|approve|reject>`, test ids `<accept|approve>-<id>` and
 * `reject-<id>`; `stacked` one above the other (a list's last column, with less padding). Their words show on a phone
 * too (react-admin's Button keeps only the icon there, and a tick and a cross are easy to confuse
 * on a decision the member is told about). `children` are the dialogs
 * they open, kept inside: React events bubble through portals, and the stopped click keeps a click
 * in a dialog, as on a button, from reaching the list row behind (which would open the record).
 */
export function DecisionPair(props: {
  resource: string;
  id: Identifier;
  accept?: 'accept' | 'approve';
  disabled: boolean;
  /** Only a rejection is left (a banned member, an expired hold): Accept is not offered. */
  rejectOnly?: boolean;
  stacked?: boolean;
  onAccept: () => void;
  onReject: () => void;
  children?: ReactNode;
}) {
  const { resource, id, accept = 'accept', disabled, rejectOnly = false, stacked = false, onAccept, onReject, children } = props;
  const translate = useTranslate();
  return (
    <Stack
      direction={stacked ? 'column' : 'row'}
      spacing={stacked ? 0.5 : 1}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        flexWrap: stacked ? 'nowrap' : 'wrap',
        // A table's last column: the two buttons as narrow as their words allow.
        ...(stacked ? { '& .MuiButton-root': { px: 1, whiteSpace: 'nowrap' }, '& .MuiButton-startIcon': { mr: 0.5 } } : {}),
      }}
    >
      {!rejectOnly && (
        <Button size="small" startIcon={<CheckIcon />} onClick={onAccept} disabled={disabled} color="success" data-testid={`${accept}-${id}`}>
          {translate(`resources.${resource}.decision.${accept}`)}
        </Button>
      )}
      <Button size="small" startIcon={<CloseIcon />} onClick={onReject} disabled={disabled} color="error" data-testid={`reject-${id}`}>
        {translate(`resources.${resource}.decision.reject`)}
      </Button>
      {children}
    </Stack>
  );
}
