import { List, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { FIT_LIST_SX, SERVICE_CHOICES } from '../finance-shared';
import { HoldsTable } from './HoldsTable';

const filters = [
  <SelectInput key="service" source="service" choices={SERVICE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="expired" source="expired" alwaysOn />,
  <TextInput key="account_id" source="account_id" />,
];

/** Every open hold, the soonest to expire first (one past its expiry waits for the expiry job). */
export const OpenHoldList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'expires_at', order: 'ASC' }} filters={filters} perPage={25} exporter={false}>
    <HoldsTable />
  </List>
);
