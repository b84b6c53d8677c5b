import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, LocalDateField, StaffIdField, StatusField } from '../finance-shared';
import { FieldRow, LabeledField, NameHeading } from '../shared/show';
import { AddToScammersButton } from './AddToScammersButton';
import { DecisionButtons } from './DecisionButtons';
import { EvidenceLinks } from './EvidenceLinks';
import { ReasonField, ReportedMemberField, ReporterField } from './fields';
import { MEMBER_REPORTS, type MemberReportRecord, STATUS_TONES } from './member-report';

const Actions = () => (
  <TopToolbar>
    <AddToScammersButton />
    <DecisionButtons />
  </TopToolbar>
);

// Written by people: the lines as they wrote them, long words wrapped.
const AS_WRITTEN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Who decided, when, and the note: once the report is decided. */
const Decision = () => {
  const report = useRecordContext<MemberReportRecord>();
  const translate = useTranslate();
  if (!report || report.status === 'open') return null;
  return (
    <Box component="section" aria-labelledby="report-decision" data-testid="report-decision">
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h3" id="report-decision">
        {translate(`resources.${MEMBER_REPORTS}.decision.title`)}
      </Typography>
      <FieldRow mt={1}>
        <LabeledField source="decided_by" field={StaffIdField} />
        <LabeledField source="decided_at" field={LocalDateField} />
      </FieldRow>
      <Labeled source="decision_note" sx={{ mt: 2 }} fullWidth>
        <TextField source="decision_note" emptyText="—" sx={AS_WRITTEN} />
      </Labeled>
    </Box>
  );
};

/**
 * One report: the member reported (and how many reports on the member there are), who reported,
 * why and what was written, where to look for evidence, and the decision once made; an open one
 * is decided from the toolbar, and a scam can go to the scammers list from there.
 */
export const MemberReportShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <NameHeading source="reported_name" chip={<StatusField source="status" tones={STATUS_TONES} />} />
        <FieldRow>
          <Labeled source="reported_name">
            <ReportedMemberField />
          </Labeled>
          <LabeledField source="reports_on_member" />
          <LabeledField source="open_reports_on_member" />
          <Labeled source="reporter_name">
            <ReporterField />
          </Labeled>
        </FieldRow>
        <FieldRow>
          <Labeled source="reason">
            <ReasonField />
          </Labeled>
          <LabeledField source="created_at" field={LocalDateField} />
          <LabeledField source="id" />
        </FieldRow>
        <Labeled source="details" sx={{ mt: 2 }} fullWidth>
          <TextField source="details" emptyText="—" sx={AS_WRITTEN} data-testid="report-details" />
        </Labeled>
        <EvidenceLinks />
        <Decision />
      </CardContent>
    </Card>
  </Show>
);
