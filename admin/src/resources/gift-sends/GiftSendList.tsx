import { DataTable, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { PersonCell, QueueStepField, queueFilters } from '../shared/queue-fields';
import { QueueList } from '../shared/QueueList';
import { CommentField, DisplayStatusField, GiftCell, TotalCell } from './fields';
import { GIFT_SENDS, type GiftSendRecord } from './turn';

// Whose step, the status, a man's or lady's name or id, and (not for an agency moderator) the agency.
const filters = (role: string | undefined) => queueFilters(GIFT_SENDS, { role, agency: true });

/** The gift moderation queue (QueueList): when, the man and the lady, the gift and its total, his comment, the step, the delivery status. */
export const GiftSendList = () => {
  const translate = useTranslate();
  return (
    <QueueList<GiftSendRecord>
      resource={GIFT_SENDS}
      filters={filters}
      secondaryText={(r) =>
        `${r.gift_name ?? `#${r.gift_id}`} · ${translate(`resources.${GIFT_SENDS}.display_statuses.${r.display_status}`, { _: r.display_status })}`
      }
      columns={[
        <DataTable.Col key="created" source="created_at" field={DateTimeField} />,
        <DataTable.Col key="man" source="man_name">
          <PersonCell who="man" />
        </DataTable.Col>,
        <DataTable.Col key="lady" source="lady_name">
          <PersonCell who="lady" />
        </DataTable.Col>,
        <DataTable.Col key="gift" source="gift_name" disableSort>
          <GiftCell />
        </DataTable.Col>,
        <DataTable.Col key="total" source="total" align="right">
          <TotalCell />
        </DataTable.Col>,
        <DataTable.Col key="comment" source="comment" disableSort>
          <CommentField />
        </DataTable.Col>,
        <DataTable.Col key="step" source="step" disableSort>
          <QueueStepField />
        </DataTable.Col>,
        <DataTable.Col key="status" source="display_status" disableSort>
          <DisplayStatusField />
        </DataTable.Col>,
      ]}
    />
  );
};
