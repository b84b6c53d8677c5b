import { useState } from 'react';
import { useCanAccess, usePermissions, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { DecisionPair, useDecision } from './DecisionPair';
import { isCallersTurn, QUEUE_REJECT_REASON_MAX, type QueueRecord, waitingStep } from './moderation-steps';
import { ReasonDialog } from './ReasonDialog';

/**
 * A queue record's Accept, or Reject with a reason (1–500 characters, the man reads it) in a dialog
 * (a contact request, a sent gift): react-admin's update `{ decision, reason }`, which the data
 * provider posts to the record's `/decision` (queue-decisions.ts). Shown only to roles that may
 * decide (`edit`) and only when the record waits for the caller's step: her agency's moderator
 * first, then a site moderator or an admin. The words are the resource's own
 * (`resources.<resource>.decision.*`: `title_reject` names %{man} and %{lady}, `accepted_agency`,
 * `accepted_site`, `rejected`). A record that can only be rejected (a party banned, his hold
 * expired) offers Reject alone. `stacked` puts them one above the other (the list's last column).
 */
export const QueueDecisionButtons = ({ stacked = false }: { stacked?: boolean }) => {
  const record = useRecordContext<QueueRecord>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const [open, setOpen] = useState(false);
  const { decide, isPending } = useDecision(resource, record, () => setOpen(false));
  if (!record || !resource || !canAccess || !isCallersTurn(record, permissions?.role)) return null;

  const step = waitingStep(record);
  const decideAs = (decision: 'accept' | 'reject', reason: string | null) =>
    decide(
      decision === 'accept' ? { decision } : { decision, reason },
      `resources.${resource}.decision.${decision === 'reject' ? 'rejected' : `accepted_${step}`}`,
    );

  return (
    <DecisionPair
      resource={resource}
      id={record.id}
      disabled={isPending}
      rejectOnly={record.party_banned === true || !!record.hold_expired_at}
      stacked={stacked}
      onAccept={() => decideAs('accept', null)}
      onReject={() => setOpen(true)}
    >
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(`resources.${resource}.decision.title_reject`, {
          man: record.man_name ?? `#${record.man_id}`,
          lady: record.lady_name ?? `#${record.lady_id}`,
        })}
        explain={translate(`resources.${resource}.decision.explain_reject`)}
        reasonLabel={translate(`resources.${resource}.fields.reason`)}
        reasonRequired={translate(`resources.${resource}.decision.reason_required`)}
        maxLength={QUEUE_REJECT_REASON_MAX}
        confirmLabel={translate(`resources.${resource}.decision.reject`)}
        testId="reject"
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decideAs('reject', reason)}
      />
    </DecisionPair>
  );
};
