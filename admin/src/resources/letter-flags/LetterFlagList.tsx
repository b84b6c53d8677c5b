import { Chip, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, Show, SimpleShowLayout, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ClampedTextField, CompactDateTimeField, DateTimeField, DENSE_TABLE_SX } from '../shared/fields';
import { type FlagLine, FlagLines, FlagSenderCell, WRAPPING_CHIP_SX } from '../shared/FlagLines';

const REASONS = ['email', 'phone', 'messenger', 'repeated'] as const;

const ReasonChip = () => {
  const record = useRecordContext<{ reason: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.reason === 'repeated' ? 'warning' : 'error'}
      label={translate(`resources.letter-flags.reasons.${record.reason}`)}
      sx={WRAPPING_CHIP_SX}
    />
  );
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
        // The sender's id under the name, the excerpt in two lines (whole on hover), so the table fits 1280 px beside the menu.
        <DataTable rowClick="show" bulkActionButtons={false} sx={DENSE_TABLE_SX}>
          <DataTable.Col source="flagged_at">
            <CompactDateTimeField source="flagged_at" />
          </DataTable.Col>
          <DataTable.Col source="reason">
            <ReasonChip />
          </DataTable.Col>
          <DataTable.Col source="sender_name">
            <FlagSenderCell />
          </DataTable.Col>
          <DataTable.Col source="recipient_name" />
          <DataTable.Col source="excerpt">
            <ClampedTextField source="excerpt" lines={2} maxWidth={360} />
          </DataTable.Col>
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
