import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, formatUsdCents, LabelField, LocalDateField, StaffIdField, StatusField, UsdField, useIntlLocale } from '../finance-shared';
import { RefundButton } from '../refunds';
import { EXCEPTION_TONES } from './PaymentExceptionList';

const Actions = () => (
  <TopToolbar>
    <RefundButton kind="payment-exception" />
  </TopToolbar>
);

const Title = () => {
  const x = useRecordContext<{ amount_usd_cents?: number; member_name?: string }>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <span>{`${translate('resources.payment-exceptions.name', { smart_count: 1 })}: ${formatUsdCents(x?.amount_usd_cents, locale)} · ${x?.member_name ?? ''}`}</span>
  );
};

/** One sale of the finance queue: who paid, how much, why no credits were given, and its refund. */
export const PaymentExceptionShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Typography variant="h4" component="h2">
            <UsdField source="amount_usd_cents" strong variant="h4" />
          </Typography>
          <StatusField source="status" tones={EXCEPTION_TONES} />
        </Stack>
        <Typography variant="body1" sx={{ mt: 1 }}>
          <LabelField source="reason" group="reasons" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt: 2 }} useFlexGap>
          <Labeled source="member_name">
            <ReferenceField source="account_id" reference="accounts" link="show">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="payment_id">
            <ReferenceField source="payment_id" reference="payments" link="show">
              <TextField source="pack_name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="provider">
            <LabelField source="provider" group="providers" resource="payments" />
          </Labeled>
          <Labeled source="provider_transaction_id">
            <TextField source="provider_transaction_id" />
          </Labeled>
          <Labeled source="created_at">
            <LocalDateField source="created_at" />
          </Labeled>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt: 2 }} useFlexGap>
          <Labeled source="refund_requested_at">
            <LocalDateField source="refund_requested_at" />
          </Labeled>
          <Labeled source="refund_requested_by">
            <StaffIdField source="refund_requested_by" />
          </Labeled>
          <Labeled source="refund_reason">
            <TextField source="refund_reason" emptyText="—" />
          </Labeled>
          <Labeled source="resolved_at">
            <LocalDateField source="resolved_at" />
          </Labeled>
          <Labeled source="reversal_transaction_id">
            <TextField source="reversal_transaction_id" emptyText="—" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  </Show>
);
