import FactCheckIcon from '@mui/icons-material/FactCheck';
import { CircularProgress } from '@mui/material';
import { useRef } from 'react';
import { Button, useCanAccess, useCreate, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin';

interface Verification {
  id: number;
  ok: boolean;
  checked_accounts: number;
  checked_events: number;
  mismatch_count: number;
}

/**
 * "Verify now": POST `ledger-verifications` runs the ledger check at once (every balance against
 * the sum of its events); the button waits for it, then says the result and opens the run.
 */
export const VerifyNowButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource: 'ledger-verifications', action: 'create' });
  const [create, { isPending }] = useCreate<Verification>();
  const running = useRef(false);
  if (!canAccess) return null;

  const run = () => {
    if (running.current) return;
    running.current = true;
    create(
      'ledger-verifications',
      { data: {} },
      {
        onSuccess: (run) => {
          running.current = false;
          if (run.ok)
            notify('resources.ledger-verifications.done_ok', { type: 'success', messageArgs: { accounts: run.checked_accounts, events: run.checked_events } });
          else notify('resources.ledger-verifications.done_failed', { type: 'error', messageArgs: { count: run.mismatch_count } });
          refresh();
          redirect('show', 'ledger-verifications', run.id);
        },
        onError: () => {
          running.current = false;
        },
      },
    );
  };

  return (
    <Button
      onClick={run}
      disabled={isPending}
      variant="contained"
      label={isPending ? translate('resources.ledger-verifications.running') : 'resources.ledger-verifications.verify'}
      data-testid="verify-now"
    >
      {isPending ? <CircularProgress size={16} color="inherit" /> : <FactCheckIcon />}
    </Button>
  );
};
