import { DataTable, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { PersonCell, QueueStatusField, QueueStepField, queueFilters } from '../shared/queue-fields';
import { QueueList } from '../shared/QueueList';
import { CONTACT_REQUESTS, type ContactRequestRecord } from './turn';

// The filters the back office uses (docs/admin-api.md, contact-requests): whose step, the status, and a man's or lady's name or id.
const filters = () => queueFilters(CONTACT_REQUESTS);

/** The contact-request queue (QueueList): the man, the lady, where it stands, its price, when it came. */
export const ContactRequestList = () => {
  const translate = useTranslate();
  return (
    <QueueList<ContactRequestRecord>
      resource={CONTACT_REQUESTS}
      filters={filters}
      secondaryText={(r) => translate(`resources.${CONTACT_REQUESTS}.statuses.${r.status}`, { _: r.status })}
      columns={[
        <DataTable.Col key="man" source="man_name">
          <PersonCell who="man" />
        </DataTable.Col>,
        <DataTable.Col key="lady" source="lady_name">
          <PersonCell who="lady" />
        </DataTable.Col>,
        <DataTable.Col key="status" source="status">
          <QueueStatusField />
        </DataTable.Col>,
        <DataTable.Col key="step" source="step" disableSort>
          <QueueStepField />
        </DataTable.Col>,
        <DataTable.NumberCol key="price" source="price" />,
        <DataTable.Col key="created" source="created_at" field={DateTimeField} />,
      ]}
    />
  );
};
