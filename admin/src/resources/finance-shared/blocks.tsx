import { type ChipProps, Stack, Typography } from '@mui/material';
import { Labeled, ReferenceField, TextField } from 'react-admin';
import { LabeledField } from '../shared/show';
import { LocalDateField, StaffIdField, StatusField, UsdField } from './fields';

/** A sale's heading on its page: the amount in dollars, large, and the status chip (`tones`: a colour per status). */
export const AmountHeading = ({ source, tones }: { source: string; tones: Record<string, ChipProps['color']> }) => (
  <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
    <Typography variant="h4" component="h2">
      <UsdField source={source} strong variant="h4" />
    </Typography>
    <StatusField source="status" tones={tones} />
  </Stack>
);

/** The member a finance record belongs to, by name, linking to the credit account (`account_id`). */
export const MemberAccountField = () => (
  <Labeled source="member_name">
    <ReferenceField source="account_id" reference="accounts" link="show">
      <TextField source="name" />
    </ReferenceField>
  </Labeled>
);

/** The payment a record is about, by its pack's name, linking to the payment (`payment_id`). */
export const PaymentLinkField = ({ emptyText }: { emptyText?: string }) => (
  <Labeled source="payment_id">
    <ReferenceField source="payment_id" reference="payments" link="show" emptyText={emptyText}>
      <TextField source="pack_name" />
    </ReferenceField>
  </Labeled>
);

/** Who asked for a sale's refund, when and why (payments and the payment exceptions queue). */
export const RefundRequestFields = () => (
  <>
    <LabeledField source="refund_requested_at" field={LocalDateField} />
    <LabeledField source="refund_requested_by" field={StaffIdField} />
    <LabeledField source="refund_reason" emptyText="—" />
  </>
);
