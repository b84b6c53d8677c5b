import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, TextField, useRecordContext } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, JsonField } from '../shared/fields';
import { useSettingDescription } from './description';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
};

/** What the setting does, in the back office's language. */
const DescriptionField = (_props: { source?: string }) => {
  const describe = useSettingDescription();
  return <>{describe(useRecordContext())}</>;
};

export const SiteSettingList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const describe = useSettingDescription();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={50} pagination={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.id}
          secondaryText={(r) => preview(r.value)}
          tertiaryText={describe}
          linkType="edit"
          sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id">
            <TextField source="id" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700 }} />
          </DataTable.Col>
          <DataTable.Col source="value" field={JsonField} disableSort />
          <DataTable.Col source="description" disableSort field={DescriptionField} />
          <DataTable.Col source="updated_at" field={DateTimeField} />
          <DataTable.Col source="updated_by" disableSort />
        </DataTable>
      )}
    </List>
  );
};
