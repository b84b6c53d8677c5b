import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, formatUsdCents, LabelField, LocalDateField, useIntlLocale } from '../finance-shared';
import { AmountHeading, MemberAccountField, RefundRequestFields } from '../finance-shared/blocks';
import { FieldRow, LabeledField } from '../shared/show';
import { RefundButton } from '../refunds';
import { STATUS_TONES } from './choices';

const Actions = () => (
  <TopToolbar>
    <RefundButton kind="payment" />
  </TopToolbar>
);

const Title = () => {
  const payment = useRecordContext<{ price_usd_cents?: number; member_name?: string }>();
  const locale = useIntlLocale();
  if (!payment) return null;
  return <span>{`${formatUsdCents(payment.price_usd_cents, locale)} · ${payment.member_name ?? ''}`}</span>;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" color="text.secondary">
        {translate(title)}
      </Typography>
      <FieldRow mt={0}>{children}</FieldRow>
    </Box>
  );
};

const RefundSection = () => {
  const payment = useRecordContext<{ refund_requested_at?: string | null; reversal_kind?: string | null }>();
  if (!payment?.refund_requested_at && !payment?.reversal_kind) return null;
  return (
    <Section title="resources.payments.sections.refund">
      <Labeled source="reversal_kind">
        <LabelField source="reversal_kind" group="reversal_kinds" />
      </Labeled>
      <LabeledField source="reversed_at" field={LocalDateField} />
      <RefundRequestFields />
      <LabeledField source="reversal_transaction_id" emptyText="—" />
    </Section>
  );
};

/** One payment: the sale (member, pack, credits, amount), the provider's side, and its refund or chargeback. */
export const PaymentShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <AmountHeading source="price_usd_cents" tones={STATUS_TONES} />
        <Section title="resources.payments.sections.sale">
          <MemberAccountField />
          <LabeledField source="pack_name" />
          <LabeledField source="credits" field={CreditsField} />
          <LabeledField source="created_at" field={LocalDateField} />
          <LabeledField source="approved_at" field={LocalDateField} />
        </Section>
        <Divider sx={{ mt: 2 }} />
        <Section title="resources.payments.sections.provider">
          <Labeled source="provider">
            <LabelField source="provider" group="providers" />
          </Labeled>
          <LabeledField source="provider_transaction_id" emptyText="—" />
          <LabeledField source="decline_reason" emptyText="—" />
          <Labeled source="id">
            <TextField source="id" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
        </Section>
        <RefundSection />
      </CardContent>
    </Card>
  </Show>
);
