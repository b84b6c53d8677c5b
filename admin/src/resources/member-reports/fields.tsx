import { Chip, Typography } from '@mui/material';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { can } from '../../auth/permissions';
import { ClampedText, MemberLines } from '../shared/fields';
import { MEMBER_REPORTS, type MemberReportRecord } from './member-report';

type CellProps = { source?: string; label?: string };

// What the reason asks of a moderator: a scam or a child on the site before anything else.
const REASON_TONES = {
  scam: 'error',
  underage: 'error',
  fake_profile: 'warning',
  harassment: 'warning',
  offensive_content: 'warning',
  other: 'default',
} as const;

/** The reason as a chip, in the back office's language. */
export const ReasonField = (_props: CellProps) => {
  const report = useRecordContext<MemberReportRecord>();
  const translate = useTranslate();
  if (!report) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REASON_TONES[report.reason] ?? 'default'}
      label={translate(`resources.${MEMBER_REPORTS}.reasons.${report.reason}`, { _: report.reason })}
      data-testid={`reason-${report.id}`}
    />
  );
};

/** Whether the caller may open a member's page (auth/permissions.ts): then a name links to it. */
function useMemberLinks(): boolean {
  const { permissions } = usePermissions<Permissions>();
  return can(permissions?.role, 'members', 'show');
}

/** The member reported, with the count of open reports on the member when there are several: a repeat offender stands out. */
export const ReportedMemberField = (_props: CellProps) => {
  const report = useRecordContext<MemberReportRecord>();
  const translate = useTranslate();
  const linked = useMemberLinks();
  if (!report) return null;
  const repeated = report.open_reports_on_member > 1 && (
    <Chip
      size="small"
      color="error"
      label={translate(`resources.${MEMBER_REPORTS}.open_on_member`, { count: report.open_reports_on_member })}
      data-testid={`open-on-member-${report.id}`}
    />
  );
  return <MemberLines id={report.reported_id} name={report.reported_name} linked={linked} extra={repeated} testId={`reported-${report.id}`} />;
};

/** The member who sent the report. */
export const ReporterField = (_props: CellProps) => {
  const report = useRecordContext<MemberReportRecord>();
  const linked = useMemberLinks();
  if (!report) return null;
  return <MemberLines id={report.reporter_id} name={report.reporter_name} linked={linked} testId={`reporter-${report.id}`} />;
};

/** The first line of a text, trimmed; `more` when other lines follow. */
export function firstLine(text: string | null | undefined): { line: string; more: boolean } {
  const lines = (text ?? '').trim().split('\n');
  return { line: lines[0]!.trim(), more: lines.length > 1 };
}

/** The details' first line, cut to the column in two lines (all of it on hover); a dash when nothing was written. */
export const DetailsLineField = (_props: CellProps) => {
  const report = useRecordContext<MemberReportRecord>();
  const { line, more } = firstLine(report?.details);
  const testId = report ? `details-${report.id}` : undefined;
  if (!line)
    return (
      <Typography component="div" variant="body2" color="text.secondary" data-testid={testId}>
        —
      </Typography>
    );
  return <ClampedText text={`${line}${more ? ' …' : ''}`} title={report?.details ?? undefined} lines={2} maxWidth={260} testId={testId} />;
};
