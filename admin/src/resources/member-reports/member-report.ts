import type { ReportReason, ReportStatus } from '@dating/rules';

export const MEMBER_REPORTS = 'member-reports';

/** The contract's reasons, statuses and limits (`@dating/rules`, shared with profiles and the member site). */
export { REPORT_LIMITS, REPORT_REASONS, REPORT_STATUSES } from '@dating/rules';

/** A member's report on another as `/admin-api/member-reports` sends it. */
export interface MemberReportRecord {
  id: number;
  reporter_id: number;
  reporter_name: string;
  reported_id: number;
  reported_name: string;
  reported_user_type: 'man' | 'woman';
  reason: ReportReason;
  /** What the reporter wrote, several lines possibly; may be empty. */
  details: string;
  status: ReportStatus;
  created_at: string;
  decided_at: string | null;
  /** The staff id of who decided. */
  decided_by: string | null;
  decision_note: string | null;
  /** Every report about `reported_id`, this one included, and how many of them are still open. */
  reports_on_member: number;
  open_reports_on_member: number;
}

/** A status chip's colour: open waits for someone, the two decisions are done. */
export const STATUS_TONES = { open: 'warning', dismissed: 'default', actioned: 'success' } as const;

/** A decision as the API takes it (`PUT /admin-api/member-reports/:id`): the note only when one was written. */
export const decisionBody = (status: 'dismissed' | 'actioned', note: string) => (note ? { status, decision_note: note } : { status });
