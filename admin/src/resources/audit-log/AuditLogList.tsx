import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, DateInput, List, SimpleList, TextInput, useTranslate, useLocaleState } from 'react-admin';
import { ListActions } from '../shared/ListActions';
import { DateTimeField, RoleField, formatDateTime } from '../shared/fields';
import { ActionField, ActorField, ResourceNameField, useActionLabel, useResourceName } from './fields';

// Filter names of docs/admin-api.md ("Audit").
const filters = [
  <TextInput key="actor_staff_id" source="actor_staff_id" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="resource" source="resource" />,
  <TextInput key="record_id" source="record_id" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Append-only: no create, edit or delete anywhere (no bulk actions either). */
export const AuditLogList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const resourceName = useResourceName();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList
          primaryText={(r) => actionLabel(r.action)}
          secondaryText={(r) => (
            <>
              {`${resourceName(r.resource, 1)} #${r.record_id ?? '—'}`}
              <br />
              {`${formatDateTime(r.at, locale)} · ${translate('resources.audit-log.by')} `}
              <ActorField />
              {` (${translate(`admin.roles.${r.actor_role}`, { _: r.actor_role ?? '' })})`}
            </>
          )}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="at" field={DateTimeField} />
          <DataTable.Col source="actor_staff_id" label="resources.audit-log.fields.actor" field={ActorField} />
          <DataTable.Col source="actor_role">
            <RoleField source="actor_role" />
          </DataTable.Col>
          <DataTable.Col source="action" field={ActionField} />
          <DataTable.Col source="resource" field={ResourceNameField} />
          <DataTable.Col source="record_id" />
          <DataTable.Col source="service" />
        </DataTable>
      )}
    </List>
  );
};
