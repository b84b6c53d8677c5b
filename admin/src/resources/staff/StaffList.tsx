import BlockIcon from '@mui/icons-material/Block';
import { Box, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { ClampedText, CompactDateTimeField, DENSE_TABLE_SX, ROLE_CHOICES, RoleField } from '../shared/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="disabled" source="disabled" />,
  <NullableBooleanInput key="totp_enrolled" source="totp_enrolled" />,
];

/** The name, the red mark of a disabled account beside it (named so for a screen reader), the e-mail under it (cut, whole on hover). */
const NameAndEmail = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        {record.name}
        {record.disabled ? (
          <BlockIcon fontSize="small" color="error" titleAccess={translate('resources.staff.disabled_badge')} data-testid={`disabled-flag-${record.id}`} />
        ) : null}
      </Box>
      <ClampedText text={record.email} maxWidth={280} variant="caption" color="text.secondary" testId={`email-${record.id}`} />
    </Box>
  );
};

/** The role, and under it the agency an agency moderator works for. */
const RoleAndAgency = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <RoleField />
      {record.agency_id ? (
        <Typography variant="caption" color="text.secondary" data-testid={`agency-${record.id}`}>
          {record.agency_id}
        </Typography>
      ) : null}
    </Stack>
  );
};

export const StaffList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<ListActions create />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => [r.email, r.agency_id].filter(Boolean).join(' · ')}
          tertiaryText={(r) => (r.disabled ? translate('resources.staff.disabled_badge') : translate(`admin.roles.${r.role}`))}
          linkType="edit"
        />
      ) : (
        // Five columns, so the table fits 1280 px beside the menu: the e-mail under the name (a
        // disabled account is the red mark beside it), the agency under the role, dates as one short line.
        <DataTable rowClick="edit" bulkActionButtons={false} sx={DENSE_TABLE_SX}>
          <DataTable.Col source="name" label="resources.staff.columns.name">
            <NameAndEmail />
          </DataTable.Col>
          <DataTable.Col source="role">
            <RoleAndAgency />
          </DataTable.Col>
          <DataTable.Col source="totp_enrolled" label="resources.staff.columns.totp" field={BooleanField} />
          <DataTable.Col source="open_sessions" align="right">
            <NumberField source="open_sessions" />
          </DataTable.Col>
          <DataTable.Col source="last_sign_in_at">
            <CompactDateTimeField source="last_sign_in_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
