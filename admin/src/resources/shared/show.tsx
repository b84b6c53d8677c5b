import { Box, Stack, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Labeled, TextField } from 'react-admin';

/** A show page's row of labelled fields: side by side and wrapping on a wide screen, one under another on a phone. */
export const FieldRow = ({ children, mt = 2 }: { children: ReactNode; mt?: number }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ flexWrap: 'wrap', mt }} useFlexGap>
    {children}
  </Stack>
);

/** A show page's labelled fields in a grid: one column on a phone, two on a tablet, three on a wide screen (members, dispatches). */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2, width: '100%' }}>
    {children}
  </Box>
);

/**
 * One field of a record under its translated label (`resources.<resource>.fields.<source>`):
 * `field` shows the value (a TextField unless said), `emptyText` stands in for a missing value.
 */
export const LabeledField = ({
  source,
  field: Field = TextField,
  emptyText,
}: {
  source: string;
  field?: ComponentType<{ source: string; emptyText?: string }>;
  emptyText?: string;
}) => (
  <Labeled source={source}>
    <Field source={source} emptyText={emptyText} />
  </Labeled>
);

/** A show page's heading: the record's `name` (or `source`) as its level-two heading, with its status chip beside it. */
export const NameHeading = ({ chip, source = 'name' }: { chip: ReactNode; source?: string }) => (
  <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
    <Typography variant="h5" component="h2">
      <TextField source={source} variant="h5" />
    </Typography>
    {chip}
  </Stack>
);
