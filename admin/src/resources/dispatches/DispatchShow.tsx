import { Alert } from '@mui/material';
import { BooleanField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { DecisionButtons } from './DecisionButtons';
import { type DispatchRecord, StateChip } from './DispatchList';

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
);

/** Why a moderator rejected it (the lady reads the same text). */
const Rejected = () => {
  const record = useRecordContext<DispatchRecord>();
  const translate = useTranslate();
  if (record?.state !== 'rejected') return null;
  return (
    <Alert severity="error" data-testid="rejected">
      {translate('resources.dispatches.rejected_because', { reason: record.reject_reason ?? '—' })}
    </Alert>
  );
};

/** One dispatch: the letter, who proposed and decided it, and how far it got. */
export const DispatchShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <Rejected />
      <TextField source="id" />
      <TextField source="lady_name" />
      <TextField source="lady_id" />
      <TextField source="agency_id" emptyText="—" />
      <StateChip />
      <NumberField source="total" />
      <NumberField source="sent" />
      <NumberField source="skipped" />
      <TextField source="subject" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      <BooleanField source="proposed" />
      <TextField source="created_by" />
      <DateTimeField source="created_at" />
      <TextField source="decided_by" emptyText="—" />
      <DateTimeField source="decided_at" emptyText="—" />
      <DateTimeField source="finished_at" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
