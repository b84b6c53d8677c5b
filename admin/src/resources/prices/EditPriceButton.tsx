import EditIcon from '@mui/icons-material/Edit';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, maxValue, minValue, NumberInput, required, useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { CommandDialog, formatCredits, useIntlLocale, wholeNumber } from '../finance-shared';

/** The server's bound (MAX_PRICE): a typo guard. */
export const MAX_PRICE = 10_000;

export interface Price {
  id: string;
  action: string;
  price: number;
  updated_at?: string | null;
  updated_by?: string | null;
}

/**
 * "Change" on a price (admins only: canAccess `edit` on prices; finance sees the list read-only):
 * a dialog with the new price, then a confirmation that says the new price applies to new charges
 * only, then `PUT /admin-api/prices/<action>` `{ price }`.
 */
export const EditPriceButton = () => {
  const record = useRecordContext<Price>();
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const { canAccess } = useCanAccess({ resource: 'prices', action: 'edit', record });
  const [update, { isPending }] = useUpdate<Price>();
  const [open, setOpen] = useState(false);
  const [pendingPrice, setPendingPrice] = useState<number | null>(null);
  const [resolveConfirm, setResolveConfirm] = useState<{ resolve: (done: void | false) => void; reject: (e: unknown) => void } | null>(null);
  if (!record || !canAccess) return null;
  const service = translate(`resources.prices.services.${record.action ?? record.id}`, { _: record.action ?? String(record.id) });

  // The dialog's submit waits for the confirmation; cancelling it keeps the dialog open.
  const submit = (values: { price?: number }) =>
    new Promise<void | false>((resolve, reject) => {
      const price = Number(values.price);
      if (price === record.price) {
        notify('resources.prices.same', { type: 'info' });
        resolve(false);
        return;
      }
      setPendingPrice(price);
      setResolveConfirm({ resolve, reject });
    });

  const confirm = () => {
    const price = pendingPrice!;
    update(
      'prices',
      { id: record.id, data: { price }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.prices.done', { type: 'success', messageArgs: { service, smart_count: price } });
          setPendingPrice(null);
          resolveConfirm?.resolve();
          setResolveConfirm(null);
        },
        onError: (error) => {
          setPendingPrice(null);
          resolveConfirm?.reject(error);
          setResolveConfirm(null);
        },
      },
    );
  };

  const cancelConfirm = () => {
    setPendingPrice(null);
    // Back to the dialog, as it was: nothing was sent.
    resolveConfirm?.resolve(false);
    setResolveConfirm(null);
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label="resources.prices.change" onClick={() => setOpen(true)} data-testid={`edit-price-${record.id}`}>
        <EditIcon />
      </Button>
      <CommandDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.prices.dialog_title', { service })}
        intro={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.prices.now', { smart_count: record.price })}
          </Typography>
        }
        submitLabel={translate('ra.action.save')}
        defaultValues={{ price: record.price }}
        fields={['price']}
        onSubmit={(values) => submit(values as { price?: number })}
        testId="price-dialog"
      >
        <NumberInput
          source="price"
          resource="prices"
          step={1}
          min={1}
          max={MAX_PRICE}
          validate={[required(), wholeNumber('resources.prices.whole_number'), minValue(1), maxValue(MAX_PRICE)]}
          autoFocus
        />
      </CommandDialog>
      <Confirm
        isOpen={pendingPrice !== null}
        loading={isPending}
        title="resources.prices.confirm_title"
        titleTranslateOptions={{ service }}
        content="resources.prices.confirm_content"
        contentTranslateOptions={{ from: formatCredits(record.price, locale), to: formatCredits(pendingPrice ?? 0, locale) }}
        confirm="resources.prices.confirm"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={cancelConfirm}
      />
    </span>
  );
};
