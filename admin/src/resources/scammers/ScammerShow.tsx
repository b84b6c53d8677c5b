import { Card, CardContent } from '@mui/material';
import { EditButton, Labeled, Show, TextArrayField, TextField, TopToolbar } from 'react-admin';
import { FIT_SHOW_SX, LocalDateField } from '../finance-shared';
import { FieldRow, LabeledField, NameHeading } from '../shared/show';
import { DeleteScammerButton } from './DeleteScammerButton';
import { PublishedField, ScammerCountryField } from './fields';
import { CONTACT_LISTS } from './scammer';

// Both ask canAccess: site moderators and admins.
const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteScammerButton />
  </TopToolbar>
);

/** One entry of the scammers list, every field; edit and delete (after a confirmation) beside it. */
export const ScammerShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <NameHeading chip={<PublishedField />} />
        <FieldRow>
          <Labeled source="country">
            <ScammerCountryField />
          </Labeled>
          <LabeledField source="id" />
          <LabeledField source="created_at" field={LocalDateField} />
          <LabeledField source="updated_at" field={LocalDateField} />
        </FieldRow>
        <FieldRow>
          {CONTACT_LISTS.map((list) => (
            <Labeled key={list} source={list}>
              <TextArrayField source={list} emptyText="—" data-testid={`scammer-${list}`} />
            </Labeled>
          ))}
        </FieldRow>
        <Labeled source="description" sx={{ mt: 2 }} fullWidth>
          <TextField source="description" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        </Labeled>
      </CardContent>
    </Card>
  </Show>
);
