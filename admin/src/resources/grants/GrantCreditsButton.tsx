import AddCardIcon from '@mui/icons-material/AddCard';
import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  TextInput,
  useCanAccess,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CommandDialog, notBlank, REASON_MAX, useIdempotencyKey, wholeNumber } from '../finance-shared';

/** A typo guard, as the server's (MAX_GRANT_CREDITS). */
export const MAX_GRANT_CREDITS = 100_000;

interface Account {
  id: string | number;
  name?: string;
}

interface GrantAnswer {
  id: string;
  credits: number;
  replayed?: boolean;
  balance?: { posted: number; held: number; available: number };
}

/**
 * "Grant credits" on an account: a dialog with credits and a reason that POSTs `grants`
 * `{ account_id, credits, reason, idempotency_key }`. The key is a UUID made when the dialog
 * opens: a double click or a retry after an error sends the same key (the ledger grants once);
 * closing and opening the dialog again starts a new grant with a new key. On success the page
 * refreshes (balance, statement). Shown to roles that may create grants (canAccess).
 */
export const GrantCreditsButton = () => {
  const account = useRecordContext<Account>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const { canAccess } = useCanAccess({ resource: 'grants', action: 'create' });
  const { key, renew } = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  if (!account || !canAccess) return null;

  const submit = async (values: { credits?: number; reason?: string }) => {
    const answer = (await create(
      'grants',
      { data: { account_id: String(account.id), credits: Number(values.credits), reason: String(values.reason ?? '').trim(), idempotency_key: key } },
      { returnPromise: true },
    )) as GrantAnswer;
    if (answer?.replayed) notify('resources.grants.done_again', { type: 'info' });
    else
      notify('resources.grants.done', {
        type: 'success',
        messageArgs: {
          smart_count: answer?.credits ?? Number(values.credits),
          credits: answer?.credits ?? values.credits,
          available: answer?.balance?.available ?? '—',
        },
      });
    refresh();
  };

  return (
    <>
      <Button
        label="resources.grants.action"
        onClick={() => {
          renew();
          setOpen(true);
        }}
        data-testid="grant-credits"
      >
        <AddCardIcon />
      </Button>
      <CommandDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.grants.title', { name: account.name || account.id })}
        intro={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.grants.intro')}
          </Typography>
        }
        submitLabel={translate('resources.grants.submit')}
        fields={['credits', 'reason']}
        onSubmit={(values) => submit(values as { credits?: number; reason?: string })}
        testId="grant-dialog"
      >
        <NumberInput
          source="credits"
          resource="grants"
          step={1}
          min={1}
          max={MAX_GRANT_CREDITS}
          validate={[required(), wholeNumber('resources.grants.whole_number'), minValue(1), maxValue(MAX_GRANT_CREDITS)]}
          autoFocus
        />
        <TextInput
          source="reason"
          resource="grants"
          multiline
          minRows={2}
          helperText="resources.grants.reason_help"
          validate={[required(), notBlank, maxLength(REASON_MAX)]}
        />
      </CommandDialog>
    </>
  );
};
