import { Alert, Box, Typography } from '@mui/material';
import {
  BooleanField,
  Labeled,
  Link as RaLink,
  NumberField,
  RecordContextProvider,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { can } from '../../auth/permissions';
import { StaffIdField } from '../finance-shared';
import { DateTimeField } from '../shared/fields';
import { FieldGrid, LabeledField } from '../shared/show';
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

/** A member by name ("#<id>" without one), linking to the member's page for a role that may open it. */
const MemberName = ({ id, name, testId }: { id: string | number; name: string | null | undefined; testId?: string }) => {
  const { permissions } = usePermissions<Permissions>();
  const createPath = useCreatePath();
  const text = name || `#${id}`;
  if (!can(permissions?.role, 'members', 'show'))
    return (
      <Typography variant="body2" component="span" data-testid={testId}>
        {text}
      </Typography>
    );
  return (
    <RaLink to={createPath({ resource: 'members', id, type: 'show' })} variant="body2" data-testid={testId}>
      {text}
    </RaLink>
  );
};

/** The lady whose letter it is. */
const LadyField = (_props: { source?: string }) => {
  const record = useRecordContext<DispatchRecord>();
  if (!record) return null;
  return <MemberName id={record.lady_id} name={record.lady_name} testId="dispatch-lady" />;
};

/**
 * Who created it: the lady herself (`member:<id>`, a proposal from the member site), by name with
 * a link to her page ("#<id>" for another member, whose name the record does not carry); else the
 * staff member who created it in the back office ("Staff #12").
 */
const CreatorField = (_props: { source?: string }) => {
  const record = useRecordContext<DispatchRecord>();
  if (!record?.created_by) return <Typography variant="body2">—</Typography>;
  const member = /^member:(\d+)$/.exec(record.created_by)?.[1];
  if (member) return <MemberName id={member} name={member === String(record.lady_id) ? record.lady_name : null} testId="dispatch-creator" />;
  return (
    <RecordContextProvider value={{ id: record.id, staff_id: record.created_by.replace(/^staff:/, '') }}>
      <StaffIdField source="staff_id" />
    </RecordContextProvider>
  );
};

/**
 * One dispatch: the lady, its state and progress, who proposed and decided it and when, in a grid
 * as the member's page; then the letter itself, full width.
 */
export const DispatchShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <Rejected />
      <FieldGrid>
        <LabeledField source="id" />
        <Labeled source="lady_name">
          <LadyField />
        </Labeled>
        {/* The class SimpleShowLayout gives a field of its own (admin/e2e/dispatch.e2e.ts finds the id by it). */}
        <Labeled source="lady_id" className="ra-field-lady_id">
          <TextField source="lady_id" />
        </Labeled>
        <LabeledField source="agency_id" emptyText="—" />
        <Labeled source="state">
          {/* A block around the chip keeps it as wide as its words, not the column's width. */}
          <Box>
            <StateChip />
          </Box>
        </Labeled>
        <Labeled source="proposed">
          <BooleanField source="proposed" />
        </Labeled>
        <LabeledField source="total" field={NumberField} />
        <LabeledField source="sent" field={NumberField} />
        <LabeledField source="skipped" field={NumberField} />
        <Labeled source="created_by">
          <CreatorField />
        </Labeled>
        <LabeledField source="created_at" field={DateTimeField} />
        <LabeledField source="finished_at" field={DateTimeField} emptyText="—" />
        <LabeledField source="decided_by" field={StaffIdField} />
        <LabeledField source="decided_at" field={DateTimeField} emptyText="—" />
      </FieldGrid>
      {/* Labeled here, not LabeledField: SimpleShowLayout would label a field with a source a second time. */}
      <Labeled source="subject" fullWidth>
        <TextField source="subject" sx={{ overflowWrap: 'anywhere' }} />
      </Labeled>
      <Labeled source="message" fullWidth>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
