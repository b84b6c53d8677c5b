import { DataTable, List, SearchInput, TextField } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, JsonField } from '../shared/fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const SiteSettingList = () => (
  <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={50} pagination={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="id">
        <TextField source="id" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700 }} />
      </DataTable.Col>
      <DataTable.Col source="value" field={JsonField} disableSort />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col source="updated_at" field={DateTimeField} />
      <DataTable.Col source="updated_by" disableSort />
    </DataTable>
  </List>
);
