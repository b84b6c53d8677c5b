import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, Show, TopToolbar } from 'react-admin';
import { DateTimeField } from './fields';
import type { QueueRecord } from './moderation-steps';
import { QueueDecisionButtons } from './QueueDecisionButtons';
import { PersonCell, QueueStatusField, QueueStepField } from './queue-fields';
import { QueueHistory, RejectedNote } from './QueueHistory';
import { LabeledField } from './show';

const Actions = () => (
  <TopToolbar>
    <QueueDecisionButtons />
  </TopToolbar>
);

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 };

/**
 * One item of a two-step queue (a contact request, a gift): a rejection's note, the man and the
 * lady, her agency, the kind's own fields (`fields`), where it stands, when it came, what follows
 * the grid (`below`), and its history; the caller's decision in the toolbar when it is her turn.
 */
export function QueueShow<R extends QueueRecord>({
  fields,
  below,
  requestedOptions,
}: {
  fields: ReactNode;
  below?: ReactNode;
  requestedOptions: (record: R) => Record<string, unknown>;
}) {
  return (
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
          {fields}
          <Labeled source="status">
            <QueueStatusField />
          </Labeled>
          <Labeled source="step">
            <QueueStepField />
          </Labeled>
          <LabeledField source="created_at" field={DateTimeField} />
        </Box>
        {below}
        <QueueHistory<R> requestedOptions={requestedOptions} />
      </Box>
    </Show>
  );
}
