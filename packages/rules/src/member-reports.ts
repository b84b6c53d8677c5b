/**
 * A member reports another (scam, a fake profile, harassment, ...) from her profile; site
 * moderators work the reports in the back office and dismiss them or act on them (a ban, an entry
 * in the scammers list). Not in the spec: ours, shared by profiles' validation and both front ends.
 */
export const REPORT_REASONS = ['scam', 'fake_profile', 'harassment', 'offensive_content', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a moderator made of a report; `open` until then. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  detailsMax: 1000,
  decisionNoteMax: 500,
  /** Reports one member may file in a day (a flood of reports is itself abuse). */
  perDay: 10,
} as const;

export const REPORT_MESSAGES = {
  reasonRequired: 'The Reason field is required',
  reasonInvalid: `The reason must be one of: ${REPORT_REASONS.join(', ')}`,
  detailsRequired: 'The Details field is required',
  detailsNotText: 'The details field must be text',
  detailsTooLong: `Details cannot contain more than ${REPORT_LIMITS.detailsMax} characters`,
  alreadyReported: 'You have already reported this member; our moderators are looking into it',
  tooMany: `You can send at most ${REPORT_LIMITS.perDay} reports a day`,
  notFound: 'Report not found',
  statusInvalid: 'The decision must be dismissed or actioned',
  alreadyDecided: 'This report has been decided already',
  noteTooLong: `Note cannot contain more than ${REPORT_LIMITS.decisionNoteMax} characters`,
} as const;

export const isReportReason = (value: unknown): value is ReportReason => REPORT_REASONS.includes(value as ReportReason);

/** A report's fields as a member sends them: every broken field's message at once. */
export function checkReport(input: {
  reason?: unknown;
  details?: unknown;
}): { ok: true; reason: ReportReason; details: string } | { ok: false; details: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const reason = input.reason;
  const details = typeof input.details === 'string' ? input.details.trim() : input.details == null ? '' : null;
  if (reason === undefined || reason === null || reason === '') errors.reason = [REPORT_MESSAGES.reasonRequired];
  else if (!isReportReason(reason)) errors.reason = [REPORT_MESSAGES.reasonInvalid];
  if (details === null) errors.details = [REPORT_MESSAGES.detailsNotText];
  else if (details.length > REPORT_LIMITS.detailsMax) errors.details = [REPORT_MESSAGES.detailsTooLong];
  else if (reason === 'other' && !details) errors.details = [REPORT_MESSAGES.detailsRequired];
  return Object.keys(errors).length ? { ok: false, details: errors } : { ok: true, reason: reason as ReportReason, details: details! };
}
