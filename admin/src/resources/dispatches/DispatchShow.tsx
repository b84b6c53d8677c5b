import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { StateChip } from './DispatchList';

/** One dispatch: the letter and how far it got. */
export const DispatchShow = () => (
  <Show>
    <SimpleShowLayout>
      <NumberField source="id" />
      <TextField source="lady_name" />
      <NumberField source="lady_id" />
      <TextField source="agency_id" emptyText="—" />
      <StateChip />
      <NumberField source="total" />
      <NumberField source="sent" />
      <NumberField source="skipped" />
      <TextField source="subject" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="created_by" />
      <DateTimeField source="created_at" />
      <DateTimeField source="finished_at" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
