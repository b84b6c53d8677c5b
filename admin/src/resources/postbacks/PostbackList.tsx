import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NullableBooleanInput, NumberInput, SelectInput, SimpleList, TextField, TextInput, useFieldValue, useTranslate } from 'react-admin';
import { FIT_LIST_SX, formatDate, LabelField, LocalDateField, useIntlLocale } from '../finance-shared';

interface Postback {
  id: number;
  provider: string;
  verified: boolean;
  outcome: string;
  http_status: number | null;
  received_at: string;
}

export const VerifiedField = () => {
  const verified = useFieldValue({ source: 'verified' });
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={verified ? 'success' : 'error'}
      variant={verified ? 'outlined' : 'filled'}
      label={translate(verified ? 'resources.postbacks.verified.yes' : 'resources.postbacks.verified.no')}
    />
  );
};

const filters = [
  <SelectInput
    key="provider"
    source="provider"
    choices={[
      { id: 'sandbox', name: 'resources.payments.providers.sandbox' },
      { id: 'segpay', name: 'resources.payments.providers.segpay' },
    ]}
    alwaysOn
  />,
  <NullableBooleanInput key="verified" source="verified" alwaysOn />,
  <NumberInput key="http_status" source="http_status" />,
  <TextInput key="payment_id" source="payment_id" />,
];

const Postbacks = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locale = useIntlLocale();
  const translate = useTranslate();
  if (small)
    return (
      <SimpleList<Postback>
        primaryText={(p) => `${translate(`resources.payments.providers.${p.provider}`, { _: p.provider })} · ${p.http_status ?? '—'}`}
        secondaryText={(p) => p.outcome}
        tertiaryText={(p) => formatDate(p.received_at, locale, { time: true })}
        linkType="show"
      />
    );
  return (
    <DataTable<Postback> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="received_at" field={LocalDateField} />
      <DataTable.Col source="provider">
        <LabelField source="provider" group="providers" resource="payments" />
      </DataTable.Col>
      <DataTable.Col source="verified" disableSort>
        <VerifiedField />
      </DataTable.Col>
      <DataTable.Col source="kind" disableSort />
      <DataTable.Col source="http_status" align="right" />
      <DataTable.Col source="outcome" disableSort>
        <TextField source="outcome" sx={{ display: 'inline-block', minWidth: 200, maxWidth: 420, overflowWrap: 'break-word' }} />
      </DataTable.Col>
    </DataTable>
  );
};

/** Every provider postback received, verified or not, newest first, with what became of it. */
export const PostbackList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'received_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
    <Postbacks />
  </List>
);
