import { Card, CardContent, Typography } from '@mui/material';
import { Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, formatUsdCents, LabelField, LocalDateField, useIntlLocale } from '../finance-shared';
import { AmountHeading, MemberAccountField, PaymentLinkField, RefundRequestFields } from '../finance-shared/blocks';
import { FieldRow, LabeledField } from '../shared/show';
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
        <AmountHeading source="amount_usd_cents" tones={EXCEPTION_TONES} />
        <Typography variant="body1" sx={{ mt: 1 }}>
          <LabelField source="reason" group="reasons" />
        </Typography>
        <FieldRow>
          <MemberAccountField />
          <PaymentLinkField />
          <Labeled source="provider">
            <LabelField source="provider" group="providers" resource="payments" />
          </Labeled>
          <LabeledField source="provider_transaction_id" />
          <LabeledField source="created_at" field={LocalDateField} />
        </FieldRow>
        <FieldRow>
          <RefundRequestFields />
          <LabeledField source="resolved_at" field={LocalDateField} />
          <LabeledField source="reversal_transaction_id" emptyText="—" />
        </FieldRow>
      </CardContent>
    </Card>
  </Show>
);
