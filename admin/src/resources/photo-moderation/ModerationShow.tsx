import { Alert, Box, Typography } from '@mui/material';
import { FunctionField, Labeled, NumberField, Show, TopToolbar, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { LabeledField } from '../shared/show';
import { DecisionButtons } from './DecisionButtons';
import { DurationField, MemberLink, Preview, StateField, StepField } from './fields';
import type { ModerationRecord } from './turn';

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
);

const Rejected = () => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  if (record?.state !== 'rejected') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="rejected">
      {translate(`resources.${resource}.rejected_because`, { reason: record.reject_reason ?? '—' })}
    </Alert>
  );
};

const AgencyDecision = (_props: { source?: string }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {record?.agency_decision ? translate(`resources.${resource}.states.${record.agency_decision}`) : '—'}
    </Typography>
  );
};

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, alignContent: 'start' };

/** One photo or video: the large preview, the member, the state and the decision history (agency step, then site step). */
export const ModerationShow = ({ resource, kind }: { resource: string; kind: 'photo' | 'video' }) => (
  <Show resource={resource} actions={<Actions />}>
    <Box sx={{ p: 2 }}>
      <Rejected />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3 }}>
        <Preview size="large" />
        <Box sx={GRID}>
          <LabeledField source="id" />
          <Labeled source="member_id">
            <MemberLink />
          </Labeled>
          <Labeled source="state">
            <StateField />
          </Labeled>
          <Labeled source="step">
            <StepField />
          </Labeled>
          <LabeledField source="album_type" emptyText="—" />
          <LabeledField source="agency_id" emptyText="—" />
          {kind === 'video' ? (
            <>
              <LabeledField source="title" emptyText="—" />
              <Labeled source="duration">
                <DurationField />
              </Labeled>
            </>
          ) : (
            <Labeled source="size">
              <FunctionField<ModerationRecord & { width?: number; height?: number }> render={(r) => (r.width && r.height ? `${r.width} × ${r.height}` : '—')} />
            </Labeled>
          )}
          <LabeledField source="bytes" field={NumberField} emptyText="—" />
          <LabeledField source="created_at" field={DateTimeField} />
          <Labeled source="agency_decision">
            <AgencyDecision />
          </Labeled>
          <LabeledField source="agency_decided_by" emptyText="—" />
          <LabeledField source="agency_decided_at" field={DateTimeField} emptyText="—" />
          <LabeledField source="site_decided_by" emptyText="—" />
          <LabeledField source="site_decided_at" field={DateTimeField} emptyText="—" />
          <LabeledField source="reject_reason" emptyText="—" />
        </Box>
      </Box>
    </Box>
  </Show>
);
