import { useMutation } from '@tanstack/react-query';
import type { ReportReason } from '@dating/rules';
import { siteApi } from '@/shared/api';

/** The body of `report/add`, as `checkReport()` of @dating/rules accepts it (details trimmed). */
export type MemberReport = {
  target_user_id: number;
  reason: ReportReason;
  details: string;
};

/** What `report/add` answers: the new report and the reported member. */
export interface ReportReceipt {
  report_id: number;
  user_id: number;
}

/**
 * `report/add`: a member reports another to the site's moderators. Refusals: 10002 (per field),
 * 10034 (HTTP 409 already reported, HTTP 429 the day's limit), 10404, 10024 (same sex).
 */
export function useReportMember() {
  return useMutation({
    mutationFn: (report: MemberReport) => siteApi.post<ReportReceipt>('report/add', report),
  });
}
