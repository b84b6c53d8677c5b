import { DataTable, DateInput, List, NumberInput, ReferenceField, TextInput } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField } from '../shared/fields';

const filters = [
  <NumberInput key="member_id" source="member_id" alwaysOn />,
  <TextInput key="ip" source="ip" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export const SignInList = () => (
  <List filters={filters} actions={<ListActions />} sort={{ field: 'signed_in_at', order: 'DESC' }} perPage={25}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="signed_in_at" field={DateTimeField} />
      <DataTable.Col source="member_id">
        <ReferenceField source="member_id" reference="members" link="show" />
      </DataTable.Col>
      <DataTable.Col source="ip" />
      <DataTable.Col source="user_agent" />
    </DataTable>
  </List>
);
