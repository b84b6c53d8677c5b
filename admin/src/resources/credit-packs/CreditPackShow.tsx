import { Card, CardContent } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar, useRecordContext } from 'react-admin';
import { CreditsField, FIT_SHOW_SX, LocalDateField, UsdField } from '../finance-shared';
import { FieldRow, LabeledField, NameHeading } from '../shared/show';
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
        <NameHeading chip={<PackStatusField />} />
        <FieldRow>
          <Labeled source="credits">
            <CreditsField source="credits" strong />
          </Labeled>
          <Labeled source="price_usd_cents">
            <UsdField source="price_usd_cents" strong variant="h6" />
          </Labeled>
          <LabeledField source="segpay_price_point_id" />
          <LabeledField source="position" />
          <LabeledField source="id" />
          <LabeledField source="created_at" field={LocalDateField} />
          <LabeledField source="updated_at" field={LocalDateField} />
          <LabeledField source="retired_at" field={LocalDateField} />
        </FieldRow>
      </CardContent>
    </Card>
  </Show>
);
