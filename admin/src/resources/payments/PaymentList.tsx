import { DateInput, FilterButton, List, SearchInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { ExportCsvButton, FIT_LIST_SX } from '../finance-shared';
import { PROVIDER_CHOICES, STATUS_CHOICES } from './choices';
import { PaymentsTable } from './PaymentsTable';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={PROVIDER_CHOICES} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** The list's actions: more filters, and the CSV of exactly what the filters select, in the list's order. */
const Actions = () => {
  const { filterValues, sort, total } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton resource="payments" filter={filterValues} sort={sort} fallbackName="payments.csv" disabled={!total} />
    </TopToolbar>
  );
};

/** Every payment, newest first; search (member, ids, pack), status, provider, date range; CSV export. */
export const PaymentList = () => (
  <List sx={FIT_LIST_SX} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} perPage={25} actions={<Actions />}>
    <PaymentsTable />
  </List>
);
