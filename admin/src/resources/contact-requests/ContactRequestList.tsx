import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, TextInput, useCanAccess, useListContext, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { EmptyNote } from '../shared/EmptyNote';
import { DateTimeField, formatDateTime } from '../shared/fields';
import { BulkAcceptButton } from './BulkAcceptButton';
import { CONTACT_REQUESTS } from './decisions';
import { DecisionButtons } from './DecisionButtons';
import { PersonCell, StatusField, StepField } from './fields';
import { stepOf } from '../shared/moderation-steps';
import { CONTACT_REQUEST_STATUSES, type ContactRequestRecord, isCallersTurn } from './turn';

// The filters the back office uses (docs/admin-api.md, contact-requests): whose step, the status, and a man's or lady's name or id.
const filters = [
  <SelectInput
    key="step"
    source="step"
    choices={(['agency', 'site'] as const).map((id) => ({ id, name: `resources.${CONTACT_REQUESTS}.steps.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    choices={CONTACT_REQUEST_STATUSES.map((id) => ({ id, name: `resources.${CONTACT_REQUESTS}.statuses.${id}` }))}
    alwaysOn
  />,
  <TextInput key="q" source="q" alwaysOn />,
];

/** The rows: a table with the caller's decisions on a wide screen, a line per request (opening it) on a phone. */
const Rows = ({ role }: { role: string | undefined }) => {
  const { filterValues } = useListContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canDecide } = useCanAccess({ resource: CONTACT_REQUESTS, action: 'edit' });
  const mine = filterValues.step === stepOf(role) && !filterValues.status;
  const empty = <EmptyNote message={`resources.${CONTACT_REQUESTS}.empty.${mine ? 'mine' : 'other'}`} />;
  if (small)
    return (
      <SimpleList<ContactRequestRecord>
        primaryText={(r) => `${r.man_name ?? `#${r.man_id}`} → ${r.lady_name ?? `#${r.lady_id}`}`}
        secondaryText={(r) => translate(`resources.${CONTACT_REQUESTS}.statuses.${r.status}`, { _: r.status })}
        tertiaryText={(r) => formatDateTime(r.created_at, locale)}
        linkType="show"
        empty={empty}
      />
    );
  return (
    <DataTable<ContactRequestRecord>
      rowClick="show"
      bulkActionButtons={canDecide ? <BulkAcceptButton /> : false}
      isRowSelectable={(r) => isCallersTurn(r, role)}
      empty={empty}
    >
      <DataTable.Col source="man_name">
        <PersonCell who="man" />
      </DataTable.Col>
      <DataTable.Col source="lady_name">
        <PersonCell who="lady" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="step" disableSort>
        <StepField />
      </DataTable.Col>
      <DataTable.NumberCol source="price" />
      <DataTable.Col source="created_at" field={DateTimeField} />
      <DataTable.Col label="" disableSort align="right">
        <DecisionButtons stacked />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * The contact-request queue, oldest first, opening on what waits at the caller's step (`step`):
 * the agency's for an agency moderator (her agency's ladies, the server narrows the list), the
 * site's for a site moderator or an admin. The default waits for the role, so the list waits for it too.
 */
export const ContactRequestList = () => {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const role = permissions?.role;
  return (
    <List filters={filters} filterDefaultValues={{ step: stepOf(role) }} sort={{ field: 'created_at', order: 'ASC' }} perPage={25} exporter={false}>
      <Rows role={role} />
    </List>
  );
};
