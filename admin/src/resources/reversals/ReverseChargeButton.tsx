import UndoIcon from '@mui/icons-material/Undo';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, maxLength, required, TextInput, useCanAccess, useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CommandDialog, notBlank, REASON_MAX, useIdempotencyKey } from '../finance-shared';

/** An order (a charge) as the `orders` resource lists it. */
interface Charge {
  id: string;
  account_id?: string;
  member_name?: string;
  service?: string;
  amount?: number;
  reversed?: boolean;
}

interface ReversalAnswer {
  id: string;
  amount?: number;
  replayed?: boolean;
  balance?: { available: number };
}

/**
 * "Reverse" on a charge (an order row or page): a dialog with a reason that POSTs `reversals`
 * `{ charge_id, reason, idempotency_key }` (a UUID made when the dialog opens). Hidden on a charge
 * already reversed and for roles that may not create reversals. On success the page refreshes
 * (the account's balance and statement, the order's state).
 */
export const ReverseChargeButton = () => {
  const charge = useRecordContext<Charge>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const { canAccess } = useCanAccess({ resource: 'reversals', action: 'create' });
  const { key, renew } = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  if (!charge || charge.reversed || !canAccess) return null;

  const submit = async (values: { reason?: string }) => {
    const answer = (await create(
      'reversals',
      { data: { charge_id: String(charge.id), reason: String(values.reason ?? '').trim(), idempotency_key: key } },
      { returnPromise: true },
    )) as ReversalAnswer;
    if (answer?.replayed) notify('resources.reversals.done_again', { type: 'info' });
    else
      notify('resources.reversals.done', {
        type: 'success',
        messageArgs: {
          smart_count: answer?.amount ?? charge.amount ?? 0,
          amount: answer?.amount ?? charge.amount,
          available: answer?.balance?.available ?? '—',
        },
      });
    refresh();
  };

  const service = charge.service ? translate(`resources.orders.services.${charge.service}`, { _: charge.service }) : '';
  return (
    // Clicks inside the dialog (a portal) must not reach the table row under it.
    <span onClick={(e) => e.stopPropagation()}>
      <Button
        label="resources.reversals.action"
        color="warning"
        onClick={() => {
          renew();
          setOpen(true);
        }}
        data-testid={`reverse-${charge.id}`}
      >
        <UndoIcon />
      </Button>
      <CommandDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.reversals.title')}
        intro={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.reversals.intro', {
              smart_count: charge.amount ?? 0,
              amount: charge.amount ?? '',
              service,
              name: charge.member_name || charge.account_id || '',
            })}
          </Typography>
        }
        submitLabel={translate('resources.reversals.submit')}
        fields={['reason']}
        onSubmit={(values) => submit(values as { reason?: string })}
        testId="reverse-dialog"
        danger
      >
        <TextInput source="reason" resource="reversals" multiline minRows={2} validate={[required(), notBlank, maxLength(REASON_MAX)]} autoFocus />
      </CommandDialog>
    </span>
  );
};
