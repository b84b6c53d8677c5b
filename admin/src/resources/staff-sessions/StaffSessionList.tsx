import { type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DeleteWithConfirmButton,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
  useLocaleState,
} from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, RoleField, formatDateTime } from '../shared/fields';

const filters = [
  <ReferenceInput key="staff_id" source="staff_id" reference="staff" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

/** Delete revokes the session (docs/admin-api.md); only open sessions can be revoked. */
const RevokeButton = () => {
  const record = useRecordContext();
  if (!record?.active) return null;
  return (
    <DeleteWithConfirmButton
      label="resources.staff-sessions.revoke"
      confirmTitle="resources.staff-sessions.revoke_title"
      confirmContent="resources.staff-sessions.revoke_content"
      translateOptions={{ name: record.staff_name }}
      mutationMode="pessimistic"
      redirect={false}
    />
  );
};

export const StaffSessionList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<ListActions />} filterDefaultValues={{ active: true }} sort={{ field: 'last_seen_at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${r.staff_name} · ${translate(`admin.roles.${r.role}`, { _: r.role })}`}
          secondaryText={(r) => `${r.ip ?? '—'} · ${formatDateTime(r.last_seen_at, locale)}`}
          rightIcon={() => <RevokeButton />}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="staff_id">
            <ReferenceField source="staff_id" reference="staff" link="edit" />
          </DataTable.Col>
          <DataTable.Col source="role" field={RoleField} />
          <DataTable.Col source="ip" />
          <DataTable.Col source="user_agent" sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }} />
          <DataTable.Col source="created_at" field={DateTimeField} />
          <DataTable.Col source="last_seen_at" field={DateTimeField} />
          <DataTable.Col source="idle_expires_at" field={DateTimeField} />
          <DataTable.Col source="active" field={BooleanField} />
          <DataTable.Col label="">
            <RevokeButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
