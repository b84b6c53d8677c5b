import BlockIcon from '@mui/icons-material/Block';
import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { CompactDateTimeField, CountryField, useCountryChoices } from '../shared/fields';

export const USER_TYPES = [
  { id: 'man', name: 'resources.members.user_types.man' },
  { id: 'woman', name: 'resources.members.user_types.woman' },
];

/** A country to filter by, named in the back office's language (the API filters by the alpha-2 code). */
const CountryFilter = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <AutocompleteInput source={source} choices={useCountryChoices()} translateChoice={false} />
);

// Filter names as the identity admin API whitelists them (docs/admin-api.md, members).
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="user_type" source="user_type" choices={USER_TYPES} />,
  <TextInput key="agency_id" source="agency_id" />,
  <CountryFilter key="country" source="country" />,
  <NullableBooleanInput key="banned" source="banned" />,
  <DateInput key="registered_from" source="registered_from" />,
  <DateInput key="registered_to" source="registered_to" />,
];

/** The member's name, and the red mark of a ban beside it (named "Banned" for a screen reader). */
const NameAndBan = (_props: { source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {record.name}
      {record.banned ? <BlockIcon fontSize="small" color="error" titleAccess={translate('resources.members.banned_badge')} data-testid="banned-flag" /> : null}
    </Box>
  );
};

export const MemberList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${r.name} · #${r.id}`}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => (r.banned ? translate('resources.members.banned_badge') : translate(`resources.members.user_types.${r.user_type}`))}
          linkType="show"
        />
      ) : (
        // Seven short columns on one line each, a little closer together, so the table fits 1280 px
        // beside the menu: the agency is on the member's page (and a filter), a ban is the red mark
        // beside the name.
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1.5 }, '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="id" />
          <DataTable.Col source="name">
            <NameAndBan />
          </DataTable.Col>
          <DataTable.Col source="email" sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }} />
          <DataTable.Col source="user_type">
            <SelectField source="user_type" choices={USER_TYPES} />
          </DataTable.Col>
          <DataTable.Col source="country" field={CountryField} />
          <DataTable.Col source="created_at" field={CompactDateTimeField} />
          <DataTable.Col source="last_sign_in_at">
            <CompactDateTimeField source="last_sign_in_at" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
