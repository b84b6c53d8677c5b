import { Box } from '@mui/material';
import { Labeled, NumberField, Show, TopToolbar } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { QueueDecisionButtons } from '../shared/QueueDecisionButtons';
import { PersonCell, QueueStatusField, QueueStepField } from '../shared/queue-fields';
import { QueueHistory, RejectedNote } from '../shared/QueueHistory';
import { LabeledField } from '../shared/show';
import type { ContactRequestRecord } from './turn';

const Actions = () => (
  <TopToolbar>
    <QueueDecisionButtons />
  </TopToolbar>
);

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 };

/** One contact request: the man and the lady, where it stands, and its history; the caller's decision when it is her turn. */
export const ContactRequestShow = () => (
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
        <Labeled source="status">
          <QueueStatusField />
        </Labeled>
        <Labeled source="step">
          <QueueStepField />
        </Labeled>
        <LabeledField source="price" field={NumberField} />
        <LabeledField source="created_at" field={DateTimeField} />
      </Box>
      <QueueHistory<ContactRequestRecord> requestedOptions={(r) => ({ price: r.price })} />
    </Box>
  </Show>
);
