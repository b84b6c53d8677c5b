import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, formatUsdCents, LabelField, LocalDateField, StaffIdField, StatusField, UsdField, useIntlLocale } from '../finance-shared';
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
      <Stack sx={{ flexWrap: 'wrap' }} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} useFlexGap>
        {children}
      </Stack>
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
      <Labeled source="reversed_at">
        <LocalDateField source="reversed_at" />
      </Labeled>
      <Labeled source="refund_requested_at">
        <LocalDateField source="refund_requested_at" />
      </Labeled>
      <Labeled source="refund_requested_by">
        <StaffIdField source="refund_requested_by" />
      </Labeled>
      <Labeled source="refund_reason">
        <TextField source="refund_reason" emptyText="—" />
      </Labeled>
      <Labeled source="reversal_transaction_id">
        <TextField source="reversal_transaction_id" emptyText="—" />
      </Labeled>
    </Section>
  );
};

/** One payment: the sale (member, pack, credits, amount), the provider's side, and its refund or chargeback. */
export const PaymentShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Typography variant="h4" component="h2">
            <UsdField source="price_usd_cents" strong variant="h4" />
          </Typography>
          <StatusField source="status" tones={STATUS_TONES} />
        </Stack>
        <Section title="resources.payments.sections.sale">
          <Labeled source="member_name">
            <ReferenceField source="account_id" reference="accounts" link="show">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="pack_name">
            <TextField source="pack_name" />
          </Labeled>
          <Labeled source="credits">
            <CreditsField source="credits" />
          </Labeled>
          <Labeled source="created_at">
            <LocalDateField source="created_at" />
          </Labeled>
          <Labeled source="approved_at">
            <LocalDateField source="approved_at" />
          </Labeled>
        </Section>
        <Divider sx={{ mt: 2 }} />
        <Section title="resources.payments.sections.provider">
          <Labeled source="provider">
            <LabelField source="provider" group="providers" />
          </Labeled>
          <Labeled source="provider_transaction_id">
            <TextField source="provider_transaction_id" emptyText="—" />
          </Labeled>
          <Labeled source="decline_reason">
            <TextField source="decline_reason" emptyText="—" />
          </Labeled>
          <Labeled source="id">
            <TextField source="id" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
        </Section>
        <RefundSection />
      </CardContent>
    </Card>
  </Show>
);
