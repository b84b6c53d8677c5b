import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, DataTable, List, NullableBooleanInput, NumberField, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, ExceptionFlagField, ROLE_CHOICES, RoleField } from '../shared/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="disabled" source="disabled" />,
  <NullableBooleanInput key="totp_enrolled" source="totp_enrolled" />,
];

export const StaffList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<ListActions create />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => (r.disabled ? translate('resources.staff.disabled_badge') : translate(`admin.roles.${r.role}`))}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role" field={RoleField} />
          <DataTable.Col source="agency_id" />
          <DataTable.Col source="totp_enrolled" field={BooleanField} />
          <DataTable.Col source="open_sessions">
            <NumberField source="open_sessions" />
          </DataTable.Col>
          <DataTable.Col source="disabled" field={ExceptionFlagField} />
          <DataTable.Col source="last_sign_in_at" field={DateTimeField} />
        </DataTable>
      )}
    </List>
  );
};
