import { Card, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField, UsdField } from '../finance-shared';
import { type CreditPack, PackStatusField } from './fields';

const Actions = () => {
  const pack = useRecordContext<CreditPack>();
  return <TopToolbar>{pack?.active && !pack.retired_at && <EditButton />}</TopToolbar>;
};

/** One pack, read only (finance; and a retired pack for everyone). */
export const CreditPackShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
          <Typography variant="h5" component="h2">
            <TextField source="name" variant="h5" />
          </Typography>
          <PackStatusField />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt: 2 }} useFlexGap>
          <Labeled source="credits">
            <CreditsField source="credits" strong />
          </Labeled>
          <Labeled source="price_usd_cents">
            <UsdField source="price_usd_cents" strong variant="h6" />
          </Labeled>
          <Labeled source="segpay_price_point_id">
            <TextField source="segpay_price_point_id" />
          </Labeled>
          <Labeled source="position">
            <TextField source="position" />
          </Labeled>
          <Labeled source="id">
            <TextField source="id" />
          </Labeled>
          <Labeled source="created_at">
            <LocalDateField source="created_at" />
          </Labeled>
          <Labeled source="updated_at">
            <LocalDateField source="updated_at" />
          </Labeled>
          <Labeled source="retired_at">
            <LocalDateField source="retired_at" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  </Show>
);
