import { DateInput, List, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { FIT_LIST_SX, SERVICE_CHOICES } from '../finance-shared';
import { OrdersTable } from './OrdersTable';

const filters = [
  <SelectInput key="service" source="service" choices={SERVICE_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <NullableBooleanInput key="reversed" source="reversed" />,
  <TextInput key="account_id" source="account_id" />,
  <TextInput key="reference" source="reference" />,
];

/** Every charge (orders), newest first; filters: service, date range, reversed, account, reference. */
export const OrderList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
    <OrdersTable />
  </List>
);
