import { Chip } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, TextInput, useRecordContext, usePermissions, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';

export interface DispatchRecord {
  id: number;
  lady_id: number;
  lady_name: string | null;
  agency_id: string | null;
  subject: string;
  message: string;
  state: 'sending' | 'done';
  total: number;
  sent: number;
  skipped: number;
}

export const StateChip = () => {
  const record = useRecordContext<DispatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.state === 'done' ? 'success' : 'warning'}
      label={`${translate(`resources.dispatches.states.${record.state}`)} · ${translate('resources.dispatches.progress', { sent: record.sent, total: record.total })}`}
    />
  );
};

const useFilters = () => {
  const { permissions } = usePermissions<{ role?: string }>();
  // An agency moderator sees her agency's dispatches only (the server narrows the list).
  return [
    <NumberInput key="lady_id" source="lady_id" min={1} step={1} alwaysOn />,
    <SelectInput
      key="state"
      source="state"
      choices={[
        { id: 'sending', name: 'resources.dispatches.states.sending' },
        { id: 'done', name: 'resources.dispatches.states.done' },
      ]}
      alwaysOn
    />,
    ...(permissions?.role === 'agency_moderator' ? [] : [<TextInput key="agency_id" source="agency_id" />]),
  ];
};

/** Every dispatch the caller may see, newest first, with its progress. */
export const DispatchList = () => (
  <List sort={{ field: 'created_at', order: 'DESC' }} filters={useFilters()} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.NumberCol source="id" />
      <DataTable.Col source="lady_name" />
      <DataTable.NumberCol source="lady_id" />
      <DataTable.Col source="agency_id" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="state">
        <StateChip />
      </DataTable.Col>
      <DataTable.NumberCol source="skipped" />
      <DataTable.Col source="created_at">
        <DateTimeField source="created_at" />
      </DataTable.Col>
    </DataTable>
  </List>
);
