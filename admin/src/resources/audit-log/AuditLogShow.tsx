import { Box, Typography } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { DateTimeField, RoleField } from '../shared/fields';
import { AuditDiff } from './AuditDiff';
import { ActionField, ActorField, ResourceNameField } from './fields';

const DiffSection = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.audit-log.diff.title')}
      </Typography>
      <AuditDiff />
    </Box>
  );
};

/** One staff action: who, what, where from, and the record before and after. Read only. */
export const AuditLogShow = () => (
  <Show actions={<TopToolbar />}>
    <SimpleShowLayout>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 2, width: '100%' }}
      >
        <Labeled>
          <DateTimeField source="at" />
        </Labeled>
        <Labeled source="actor_staff_id" label="resources.audit-log.fields.actor">
          <ActorField withId variant="body2" />
        </Labeled>
        <Labeled source="actor_role">
          <RoleField source="actor_role" />
        </Labeled>
        <Labeled>
          <TextField source="service" emptyText="—" />
        </Labeled>
        <Labeled source="action">
          <ActionField withKey />
        </Labeled>
        <Labeled source="resource">
          <ResourceNameField />
        </Labeled>
        <Labeled>
          <TextField source="record_id" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="ip" emptyText="—" />
        </Labeled>
      </Box>
      <Labeled>
        <TextField source="user_agent" emptyText="—" />
      </Labeled>
      <DiffSection />
    </SimpleShowLayout>
  </Show>
);
