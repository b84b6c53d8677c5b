import { Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, SelectInput, Show, SimpleShowLayout, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ClampedTextField, CompactDateTimeField, DateTimeField, DENSE_TABLE_SX } from '../shared/fields';
import { type FlagLine, FlagLines, FlagSenderCell, WRAPPING_CHIP_SX } from '../shared/FlagLines';

const REASONS = ['email', 'phone', 'messenger'] as const;

const ReasonChips = () => {
  const record = useRecordContext<{ reasons: string[] }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 260 }}>
      {record.reasons.map((reason) => (
        <Chip key={reason} size="small" color="error" label={translate(`resources.chat-flags.reasons.${reason}`)} sx={WRAPPING_CHIP_SX} />
      ))}
    </Stack>
  );
};

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={REASONS.map((id) => ({ id, name: `resources.chat-flags.reasons.${id}` }))} alwaysOn />,
  <TextInput key="sender_id" source="sender_id" />,
  <TextInput key="receiver_id" source="receiver_id" />,
];

interface ChatFlag extends FlagLine {
  reasons: (typeof REASONS)[number][];
  receiver_name: string | null;
}

/**
 * The anti-scam list of chat messages: messages carrying contact details (nothing is hidden from
 * members). On a phone each flag is a line that opens its page.
 */
export const ChatFlagList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List sort={{ field: 'flagged_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      {small ? (
        <FlagLines<ChatFlag>
          recipientOf={(f) => f.receiver_name}
          reasonsOf={(f) => f.reasons.map((r) => translate(`resources.chat-flags.reasons.${r}`)).join(', ')}
        />
      ) : (
        // The sender's id under the name, the excerpt in two lines (whole on hover), so the table fits 1280 px beside the menu.
        <DataTable rowClick="show" bulkActionButtons={false} sx={DENSE_TABLE_SX}>
          <DataTable.Col source="flagged_at">
            <CompactDateTimeField source="flagged_at" />
          </DataTable.Col>
          <DataTable.Col source="reasons" disableSort>
            <ReasonChips />
          </DataTable.Col>
          <DataTable.Col source="sender_name" disableSort>
            <FlagSenderCell />
          </DataTable.Col>
          <DataTable.Col source="receiver_name" disableSort />
          <DataTable.Col source="excerpt" disableSort>
            <ClampedTextField source="excerpt" lines={2} maxWidth={360} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export const ChatFlagShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <ReasonChips />
      <TextField source="room_id" />
      <TextField source="sender_name" emptyText="—" />
      <TextField source="sender_id" />
      <TextField source="receiver_name" emptyText="—" />
      <TextField source="receiver_id" />
      <TextField source="excerpt" />
      <DateTimeField source="flagged_at" />
    </SimpleShowLayout>
  </Show>
);
