import { useState } from 'react';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DecisionPair, useDecision } from '../shared/DecisionPair';
import { ReasonDialog } from '../shared/ReasonDialog';
import type { DispatchRecord } from './DispatchList';

/** The longest rejection reason the server keeps (the lady reads it). */
export const REJECT_REASON_MAX = 500;

/**
 * Approve or Reject (with the reason the lady reads) a dispatch a lady proposed: an update
 * `{ decision, reason }` (docs/admin-api.md, dispatches). Each asks first: an approval sends a
 * letter to every man listed. Shown only while the dispatch awaits approval, to roles that may
 * decide (`edit`); the server checks the agency again.
 */
export const DecisionButtons = () => {
  const record = useRecordContext<DispatchRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'dispatches', action: 'edit', record });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const { decide, isPending } = useDecision('dispatches', record, () => setDialog(null));
  if (!record || !canAccess || record.state !== 'awaiting_approval') return null;

  const decideAs = (decision: 'approve' | 'reject', reason: string | null) =>
    decide({ decision, reason }, `resources.dispatches.decision.${decision === 'approve' ? 'approved' : 'rejected'}`);
  const name = record.lady_name ?? record.lady_id;

  return (
    <DecisionPair
      resource="dispatches"
      id={record.id}
      accept="approve"
      disabled={isPending}
      onAccept={() => setDialog('approve')}
      onReject={() => setDialog('reject')}
    >
      <ReasonDialog
        key={`approve-${dialog === 'approve'}`}
        open={dialog === 'approve'}
        pending={isPending}
        title={translate('resources.dispatches.decision.title_approve', { name })}
        explain={translate('resources.dispatches.decision.explain_approve', { smart_count: record.total })}
        confirmLabel={translate('resources.dispatches.decision.approve')}
        color="primary"
        testId="approve"
        onClose={() => setDialog(null)}
        onConfirm={() => decideAs('approve', null)}
      />
      <ReasonDialog
        key={`reject-${dialog === 'reject'}`}
        open={dialog === 'reject'}
        pending={isPending}
        title={translate('resources.dispatches.decision.title_reject', { name })}
        explain={translate('resources.dispatches.decision.explain_reject')}
        reasonLabel={translate('resources.dispatches.fields.reject_reason')}
        reasonRequired={translate('resources.dispatches.decision.reason_required')}
        maxLength={REJECT_REASON_MAX}
        confirmLabel={translate('resources.dispatches.decision.reject')}
        testId="reject"
        onClose={() => setDialog(null)}
        onConfirm={(reason) => decideAs('reject', reason)}
      />
    </DecisionPair>
  );
};
