import { Card, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField } from '../finance-shared';
import { FieldRow, LabeledField } from '../shared/show';
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
        <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
          <Typography variant="h5" component="h2">
            <TextField source="name" variant="h5" />
          </Typography>
          <ActiveField />
        </Stack>
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
