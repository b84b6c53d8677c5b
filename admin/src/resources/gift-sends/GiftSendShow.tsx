import { Box } from '@mui/material';
import { Labeled, NumberField, Show, TopToolbar } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { QueueDecisionButtons } from '../shared/QueueDecisionButtons';
import { PersonCell, QueueStatusField, QueueStepField } from '../shared/queue-fields';
import { QueueHistory, RejectedNote } from '../shared/QueueHistory';
import { LabeledField } from '../shared/show';
import { CommentField, DisplayStatusField, GiftCell } from './fields';
import type { GiftSendRecord } from './turn';

const Actions = () => (
  <TopToolbar>
    <QueueDecisionButtons />
  </TopToolbar>
);

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 };

/** One sent gift: the man and the lady, the gift and what he pays, his comment, where it stands and its history; the caller's decision on her turn. */
export const GiftSendShow = () => (
  <Show actions={<Actions />}>
    <Box sx={{ p: 2 }}>
      <RejectedNote />
      <Box sx={GRID}>
        <LabeledField source="id" />
        <Labeled source="man_name">
          <PersonCell who="man" />
        </Labeled>
        <Labeled source="lady_name">
          <PersonCell who="lady" />
        </Labeled>
        <LabeledField source="agency_id" emptyText="—" />
        <Labeled source="gift_name">
          <GiftCell />
        </Labeled>
        <LabeledField source="price" field={NumberField} />
        <LabeledField source="delivery_price" field={NumberField} />
        <LabeledField source="total" field={NumberField} />
        <Labeled source="status">
          <QueueStatusField />
        </Labeled>
        <Labeled source="step">
          <QueueStepField />
        </Labeled>
        <Labeled source="display_status">
          <DisplayStatusField />
        </Labeled>
        <LabeledField source="created_at" field={DateTimeField} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Labeled source="comment">
          <CommentField full />
        </Labeled>
      </Box>
      <QueueHistory<GiftSendRecord> requestedOptions={(r) => ({ total: r.total })} />
    </Box>
  </Show>
);
