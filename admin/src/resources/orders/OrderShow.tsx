import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField, ServiceField } from '../finance-shared';
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
        <Stack sx={{ flexWrap: 'wrap' }} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} useFlexGap>
          <Labeled source="member_name">
            <ReferenceField source="account_id" reference="accounts" link="show">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="amount">
            <CreditsField source="amount" strong />
          </Labeled>
          <Labeled source="unit_price">
            <CreditsField source="unit_price" />
          </Labeled>
          <Labeled source="quantity">
            <TextField source="quantity" />
          </Labeled>
          <Labeled source="created_at">
            <LocalDateField source="created_at" />
          </Labeled>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt: 2 }} useFlexGap>
          <Labeled source="id">
            <TextField source="id" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
          <Labeled source="reference">
            <TextField source="reference" emptyText="—" />
          </Labeled>
          <Labeled source="hold_id">
            <TextField source="hold_id" emptyText="—" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  </Show>
);
