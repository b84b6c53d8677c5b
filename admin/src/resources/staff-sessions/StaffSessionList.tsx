import { Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
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
import { ClampedText, CompactDateTimeField, DENSE_TABLE_SX, RoleField, formatDateTime } from '../shared/fields';

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

/** Who: the staff member's name (opening the account) over the role. */
const StaffAndRole = (_props: { source?: string; label?: string }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <ReferenceField source="staff_id" reference="staff" link="edit" />
    <RoleField />
  </Stack>
);

/** Where from: the IP address over the browser (one line, the whole user agent on hover). */
const IpAndBrowser = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {record.ip ?? '—'}
      </Typography>
      <ClampedText text={record.user_agent} maxWidth={260} variant="caption" color="text.secondary" />
    </>
  );
};

/** An open session's Revoke, or "Ended" for one that is over (the column of both the state and the action). */
const RevokeOrEnded = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.active) return <RevokeButton />;
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`ended-${record.id}`}>
      {translate('resources.staff-sessions.ended')}
    </Typography>
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
        // Six columns, so the table fits 1280 px beside the menu: the role under the name, the browser
        // under the IP address, short dates over their times, Revoke where the session is open (else "Ended").
        <DataTable bulkActionButtons={false} rowClick={false} sx={DENSE_TABLE_SX}>
          <DataTable.Col source="staff_id">
            <StaffAndRole />
          </DataTable.Col>
          <DataTable.Col source="ip" label="resources.staff-sessions.columns.ip_browser">
            <IpAndBrowser />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <CompactDateTimeField source="created_at" stacked />
          </DataTable.Col>
          <DataTable.Col source="last_seen_at">
            <CompactDateTimeField source="last_seen_at" stacked />
          </DataTable.Col>
          <DataTable.Col source="idle_expires_at">
            <CompactDateTimeField source="idle_expires_at" stacked />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <RevokeOrEnded />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
