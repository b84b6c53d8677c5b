import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, formatDate, LocalDateField, RawField, useIntlLocale } from '../finance-shared';
import { PaymentLinkField } from '../finance-shared/blocks';
import { FieldRow, LabeledField } from '../shared/show';
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
        <FieldRow>
          <LabeledField source="received_at" field={LocalDateField} />
          <LabeledField source="http_status" emptyText="—" />
          <LabeledField source="kind" emptyText="—" />
          <PaymentLinkField emptyText="—" />
          <LabeledField source="provider_transaction_id" emptyText="—" />
          <LabeledField source="remote_ip" emptyText="—" />
          <LabeledField source="raw_size" emptyText="—" />
        </FieldRow>
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
