import { Card, CardContent } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField } from '../finance-shared';
import { FieldRow, LabeledField, NameHeading } from '../shared/show';
import { ActiveField, CategoryField } from './fields';

// EditButton asks canAccess: admins only.
const Actions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** One catalogue gift, read only (moderators; admins edit it). */
export const GiftShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <NameHeading chip={<ActiveField />} />
        <FieldRow>
          <LabeledField source="name_ru" emptyText="—" />
          <Labeled source="category">
            <CategoryField />
          </Labeled>
          <Labeled source="price">
            <CreditsField source="price" strong />
          </Labeled>
          <Labeled source="delivery_price">
            <CreditsField source="delivery_price" />
          </Labeled>
          <LabeledField source="id" />
          <LabeledField source="created_at" field={LocalDateField} />
        </FieldRow>
      </CardContent>
    </Card>
  </Show>
);
