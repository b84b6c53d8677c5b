import ReplayIcon from '@mui/icons-material/CurrencyExchange';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, maxLength, required, TextInput, useCanAccess, useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CommandDialog, formatUsdCents, notBlank, REASON_MAX, useIntlLocale } from '../finance-shared';

interface Refundable {
  id: string | number;
  account_id?: string;
  member_name?: string;
  provider?: string;
  status?: string;
  price_usd_cents?: number;
  amount_usd_cents?: number;
}

interface RefundAnswer {
  outcome?: 'sent' | 'manual' | string;
  instructions?: string | null;
}

/**
 * "Refund" on an approved payment (`{ payment_id, reason }`) or on an open payment exception of
 * the finance queue (`{ payment_exception_id, reason }`, the sale the member was not credited
 * for): a dialog with a reason that POSTs `refunds`. The server answers `sent` (the provider took
 * it) or `manual` (finance makes it at the provider; the instructions are shown). Shown only when
 * the record can be refunded and the role may create refunds.
 */
export const RefundButton = ({ kind }: { kind: 'payment' | 'payment-exception' }) => {
  const record = useRecordContext<Refundable>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useIntlLocale();
  const [create] = useCreate();
  const { canAccess } = useCanAccess({ resource: 'refunds', action: 'create' });
  const [open, setOpen] = useState(false);
  const refundable = kind === 'payment' ? record?.status === 'approved' : record?.status === 'open';
  // An open dialog stays while the page refreshes under it (its record or the access check
  // reloading), so a reason being typed is not lost; the server still refuses a stale refund.
  if (!record || (!open && (!refundable || !canAccess))) return null;

  const submit = async (values: { reason?: string }) => {
    const target = kind === 'payment' ? { payment_id: String(record.id) } : { payment_exception_id: Number(record.id) };
    const answer = (await create('refunds', { data: { ...target, reason: String(values.reason ?? '').trim() } }, { returnPromise: true })) as RefundAnswer;
    if (answer?.outcome === 'manual')
      notify('resources.refunds.manual', { type: 'warning', messageArgs: { instructions: answer.instructions ?? '' }, autoHideDuration: 15_000 });
    else notify('resources.refunds.sent', { type: 'success' });
    refresh();
  };

  const amount = formatUsdCents(record.price_usd_cents ?? record.amount_usd_cents, locale);
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label="resources.refunds.action" color="warning" onClick={() => setOpen(true)} data-testid={`refund-${record.id}`}>
        <ReplayIcon />
      </Button>
      <CommandDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.refunds.title', { amount, name: record.member_name || record.account_id || '' })}
        intro={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.refunds.intro', {
              provider: record.provider ? translate(`resources.payments.providers.${record.provider}`, { _: record.provider }) : '',
            })}
          </Typography>
        }
        submitLabel={translate('resources.refunds.submit')}
        fields={['reason']}
        onSubmit={(values) => submit(values as { reason?: string })}
        testId="refund-dialog"
        danger
      >
        <TextInput source="reason" resource="refunds" multiline minRows={2} validate={[required(), notBlank, maxLength(REASON_MAX)]} autoFocus />
      </CommandDialog>
    </span>
  );
};
