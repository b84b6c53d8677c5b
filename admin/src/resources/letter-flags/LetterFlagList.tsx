import { Chip, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, Show, SimpleShowLayout, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { type FlagLine, FlagLines } from '../shared/FlagLines';

const REASONS = ['email', 'phone', 'messenger', 'repeated'] as const;

const ReasonChip = () => {
  const record = useRecordContext<{ reason: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={record.reason === 'repeated' ? 'warning' : 'error'} label={translate(`resources.letter-flags.reasons.${record.reason}`)} />;
};

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={REASONS.map((id) => ({ id, name: `resources.letter-flags.reasons.${id}` }))} alwaysOn />,
  <NumberInput key="sender_id" source="sender_id" min={1} step={1} />,
  <NumberInput key="recipient_id" source="recipient_id" min={1} step={1} />,
];

interface LetterFlag extends FlagLine {
  reason: (typeof REASONS)[number];
  recipient_name: string | null;
}

/**
 * The anti-scam list: letters carrying contact details and near-identical letters from one sender
 * (nothing is hidden from members). On a phone each flag is a line that opens its page.
 */
export const LetterFlagList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List sort={{ field: 'flagged_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      {small ? (
        <FlagLines<LetterFlag> recipientOf={(f) => f.recipient_name} reasonsOf={(f) => translate(`resources.letter-flags.reasons.${f.reason}`)} />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="flagged_at">
            <DateTimeField source="flagged_at" />
          </DataTable.Col>
          <DataTable.Col source="reason">
            <ReasonChip />
          </DataTable.Col>
          <DataTable.Col source="sender_name" />
          <DataTable.Col source="sender_id" />
          <DataTable.Col source="recipient_name" />
          <DataTable.Col source="excerpt" />
        </DataTable>
      )}
    </List>
  );
};

export const LetterFlagShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <ReasonChip />
      <TextField source="letter_id" />
      <TextField source="sender_name" />
      <TextField source="sender_id" />
      <TextField source="recipient_name" />
      <TextField source="recipient_id" />
      <TextField source="dispatch_id" emptyText="—" />
      <TextField source="excerpt" />
      <DateTimeField source="flagged_at" />
    </SimpleShowLayout>
  </Show>
);
