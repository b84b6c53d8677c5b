import { useState } from 'react';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DecisionPair, useDecision } from '../shared/DecisionPair';
import { ReasonDialog } from '../shared/ReasonDialog';
import { decisionBody, MEMBER_REPORTS, type MemberReportRecord, REPORT_LIMITS } from './member-report';

type Decision = 'actioned' | 'dismissed';

/**
 * "Mark as actioned" or "Dismiss" an open report, each after a dialog with an optional note
 * (at most `REPORT_LIMITS.decisionNoteMax`): react-admin's update, a `PUT` of `{ status,
 * decision_note }` (the note only when one was written) that answers the decided report; then the
 * page refreshes. A refusal (decided meanwhile by another moderator: 409) is told and the report
 * shown as it is now. Only an open report, for roles that may decide (`edit`).
 */
export const DecisionButtons = () => {
  const report = useRecordContext<MemberReportRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: MEMBER_REPORTS, action: 'edit', record: report });
  const [dialog, setDialog] = useState<Decision | null>(null);
  const { decide, isPending } = useDecision(MEMBER_REPORTS, report, () => setDialog(null));
  if (!report || !canAccess || report.status !== 'open') return null;

  const t = (key: string) => translate(`resources.${MEMBER_REPORTS}.decision.${key}`, { name: report.reported_name });
  const dialogOf = (decision: Decision, label: string) => (
    <ReasonDialog
      key={`${decision}-${dialog === decision}`}
      open={dialog === decision}
      pending={isPending}
      title={t(`title_${decision}`)}
      explain={t(`explain_${decision}`)}
      reasonLabel={translate(`resources.${MEMBER_REPORTS}.fields.decision_note`)}
      optional
      maxLength={REPORT_LIMITS.decisionNoteMax}
      confirmLabel={t(label)}
      color="primary"
      testId={decision}
      onClose={() => setDialog(null)}
      onConfirm={(note) => decide(decisionBody(decision, note), `resources.${MEMBER_REPORTS}.decision.done_${decision}`)}
    />
  );

  // The pair's accept upholds the report (actioned), its reject dismisses it.
  return (
    <DecisionPair resource={MEMBER_REPORTS} id={report.id} disabled={isPending} onAccept={() => setDialog('actioned')} onReject={() => setDialog('dismissed')}>
      {dialogOf('actioned', 'accept')}
      {dialogOf('dismissed', 'reject')}
    </DecisionPair>
  );
};
