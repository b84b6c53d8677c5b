import { BooleanField, DataTable, DateField, List } from 'react-admin';

export const MemberList = () => (
  <List sort={{ field: 'created_at', order: 'DESC' }}>
    <DataTable rowClick="show">
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="user_type" />
      <DataTable.Col source="banned" field={BooleanField} />
      <DataTable.Col source="created_at" field={DateField} />
    </DataTable>
  </List>
);
