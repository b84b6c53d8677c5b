import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { CompactDateTimeField } from '../shared/fields';
import { CoupleCell, QueueStepField, queueFilters } from '../shared/queue-fields';
import { QueueList } from '../shared/QueueList';
import { CommentField, DisplayStatusField, GiftCell, StatusAndStep } from './fields';
import { GIFT_SENDS, type GiftSendRecord } from './turn';

// Whose step, the status, a man's or lady's name or id, and (not for an agency moderator) the agency.
const filters = (role: string | undefined) => queueFilters(GIFT_SENDS, { role, agency: true });

/** A phone's lines about a gift: the gift with what he pays, his comment, where it stands and whose step it waits for. */
const PhoneDetails = () => (
  <>
    <GiftCell withTotal />
    <CommentField maxWidth="none" />
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DisplayStatusField />
      <QueueStepField />
    </Stack>
  </>
);

/**
 * The gift moderation queue (QueueList): when, the man over the lady, the gift with what he pays,
 * his comment (cut, whole on hover), where it stands over whose step it waits for. Five columns
 * and the decisions, so the table fits 1280 px beside the menu.
 */
export const GiftSendList = () => (
  <QueueList<GiftSendRecord>
    resource={GIFT_SENDS}
    filters={filters}
    phoneDetails={<PhoneDetails />}
    columns={[
      <DataTable.Col key="created" source="created_at">
        <CompactDateTimeField source="created_at" stacked />
      </DataTable.Col>,
      <DataTable.Col key="couple" source="man_name" label={`resources.${GIFT_SENDS}.fields.couple`}>
        <CoupleCell />
      </DataTable.Col>,
      <DataTable.Col key="gift" source="gift_name" disableSort>
        <GiftCell withTotal />
      </DataTable.Col>,
      <DataTable.Col key="comment" source="comment" disableSort>
        <CommentField />
      </DataTable.Col>,
      <DataTable.Col key="status" source="display_status" disableSort>
        <StatusAndStep />
      </DataTable.Col>,
    ]}
  />
);
