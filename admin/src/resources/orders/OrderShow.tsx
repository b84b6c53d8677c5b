import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField, ServiceField } from '../finance-shared';
import { MemberAccountField } from '../finance-shared/blocks';
import { FieldRow, LabeledField } from '../shared/show';
import { ReverseChargeButton } from '../reversals';
import { OrderStatusField } from './OrderStatusField';

const Actions = () => (
  <TopToolbar>
    <ReverseChargeButton />
  </TopToolbar>
);

const Title = () => {
  const order = useRecordContext<{ service?: string; member_name?: string }>();
  const translate = useTranslate();
  if (!order) return null;
  return <span>{`${translate(`resources.orders.services.${order.service}`, { _: order.service ?? '' })} · ${order.member_name ?? ''}`}</span>;
};

/** One charge: who, what, price × quantity, when, and whether it was reversed (with the Reverse action). */
export const OrderShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2">
            <ServiceField source="service" variant="h5" />
          </Typography>
          <OrderStatusField />
        </Stack>
        <FieldRow mt={0}>
          <MemberAccountField />
          <Labeled source="amount">
            <CreditsField source="amount" strong />
          </Labeled>
          <LabeledField source="unit_price" field={CreditsField} />
          <LabeledField source="quantity" />
          <LabeledField source="created_at" field={LocalDateField} />
        </FieldRow>
        <FieldRow>
          <Labeled source="id">
            <TextField source="id" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
          <LabeledField source="reference" emptyText="—" />
          <LabeledField source="hold_id" emptyText="—" />
        </FieldRow>
      </CardContent>
    </Card>
  </Show>
);
