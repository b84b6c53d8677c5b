import { Stack, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { formatCredits, useIntlLocale } from '../finance-shared';
import { DateTimeField } from '../shared/fields';
import { PersonCell, QueueStatusField, QueueStepField, queueFilters } from '../shared/queue-fields';
import { QueueList } from '../shared/QueueList';
import { CONTACT_REQUESTS, type ContactRequestRecord } from './turn';

// The filters the back office uses (docs/admin-api.md, contact-requests): whose step, the status, and a man's or lady's name or id.
const filters = () => queueFilters(CONTACT_REQUESTS);

/** A request's price; a free one (his talks with her unlocked her contacts) says so. */
const PriceText = ({ record }: { record: ContactRequestRecord }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return record.price === 0 ? translate(`resources.${CONTACT_REQUESTS}.free`) : formatCredits(record.price, locale);
};

const PriceCell = () => {
  const record = useRecordContext<ContactRequestRecord>();
  return record ? <PriceText record={record} /> : null;
};

/** A phone's lines about a request: where it stands and whose step it waits for, and its price. */
const PhoneDetails = () => {
  const record = useRecordContext<ContactRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <QueueStatusField />
        <QueueStepField />
      </Stack>
      <Typography variant="body2">
        {`${translate(`resources.${CONTACT_REQUESTS}.fields.price`)}: `}
        <PriceText record={record} />
      </Typography>
    </>
  );
};

/** The contact-request queue (QueueList): the man, the lady, where it stands, its price, when it came. */
export const ContactRequestList = () => (
  <QueueList<ContactRequestRecord>
    resource={CONTACT_REQUESTS}
    filters={filters}
    phoneDetails={<PhoneDetails />}
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
      <DataTable.Col key="price" source="price" align="right">
        <PriceCell />
      </DataTable.Col>,
      <DataTable.Col key="created" source="created_at" field={DateTimeField} />,
    ]}
  />
);
