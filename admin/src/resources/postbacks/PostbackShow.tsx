import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, ReferenceField, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, formatDate, LocalDateField, RawField, useIntlLocale } from '../finance-shared';
import { VerifiedField } from './PostbackList';

const Title = () => {
  const p = useRecordContext<{ provider?: string; received_at?: string }>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <span>{`${translate('resources.postbacks.name', { smart_count: 1 })}: ${p?.provider ?? ''} · ${formatDate(p?.received_at, locale, { time: true })}`}</span>
  );
};

/** One postback as it arrived: our answer and outcome, the parsed payload, and the raw request (escaped bytes). */
export const PostbackShow = () => (
  <Show sx={FIT_SHOW_SX} title={<Title />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Typography variant="h5" component="h2">
            <TextField source="provider" variant="h5" />
          </Typography>
          <VerifiedField />
        </Stack>
        <Typography variant="body1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <TextField source="outcome" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt: 2 }} useFlexGap>
          <Labeled source="received_at">
            <LocalDateField source="received_at" />
          </Labeled>
          <Labeled source="http_status">
            <TextField source="http_status" emptyText="—" />
          </Labeled>
          <Labeled source="kind">
            <TextField source="kind" emptyText="—" />
          </Labeled>
          <Labeled source="payment_id">
            <ReferenceField source="payment_id" reference="payments" link="show" emptyText="—">
              <TextField source="pack_name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="provider_transaction_id">
            <TextField source="provider_transaction_id" emptyText="—" />
          </Labeled>
          <Labeled source="remote_ip">
            <TextField source="remote_ip" emptyText="—" />
          </Labeled>
          <Labeled source="raw_size">
            <TextField source="raw_size" emptyText="—" />
          </Labeled>
        </Stack>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Labeled source="payload" fullWidth>
            <RawField source="payload" json />
          </Labeled>
          <Labeled source="raw_request" fullWidth>
            <RawField source="raw_request" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  </Show>
);
