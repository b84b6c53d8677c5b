import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, DateInput, List, NumberInput, ReferenceField, SimpleList, TextInput, useLocaleState } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, formatDateTime } from '../shared/fields';

const filters = [
  <NumberInput key="member_id" source="member_id" alwaysOn />,
  <TextInput key="ip" source="ip" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export const SignInList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'signed_in_at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${r.member_name ?? ''} · #${r.member_id}`}
          secondaryText={(r) => r.ip ?? '—'}
          tertiaryText={(r) => formatDateTime(r.signed_in_at, locale)}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="signed_in_at" field={DateTimeField} />
          <DataTable.Col source="member_id">
            <ReferenceField source="member_id" reference="members" link="show" />
          </DataTable.Col>
          <DataTable.Col source="ip" />
          <DataTable.Col source="user_agent" />
        </DataTable>
      )}
    </List>
  );
};
