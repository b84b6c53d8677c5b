import { useState } from 'react';
import { useCanAccess, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { DecisionPair, useDecision } from '../shared/DecisionPair';
import { ReasonDialog } from '../shared/ReasonDialog';
import { CONTACT_REQUESTS } from './decisions';
import { type ContactRequestRecord, isCallersTurn, REJECT_REASON_MAX, waitingStep } from './turn';

/**
 * Accept, or Reject with a reason (1–500 characters, the man reads it) in a dialog: react-admin's
 * update `{ decision, reason }`, which the data provider posts to the request's `/decision`
 * (decisions.ts). Shown only to roles that may decide (`edit`) and only when the request waits for
 * the caller's step: her agency's moderator first, then a site moderator or an admin.
 * `stacked` puts them one above the other (the list's last column).
 */
export const DecisionButtons = ({ stacked = false }: { stacked?: boolean }) => {
  const record = useRecordContext<ContactRequestRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const { canAccess } = useCanAccess({ resource: CONTACT_REQUESTS, action: 'edit', record });
  const [open, setOpen] = useState(false);
  const { decide, isPending } = useDecision(CONTACT_REQUESTS, record, () => setOpen(false));
  if (!record || !canAccess || !isCallersTurn(record, permissions?.role)) return null;

  const step = waitingStep(record);
  const decideAs = (decision: 'accept' | 'reject', reason: string | null) =>
    decide(
      decision === 'accept' ? { decision } : { decision, reason },
      `resources.${CONTACT_REQUESTS}.decision.${decision === 'reject' ? 'rejected' : `accepted_${step}`}`,
    );

  return (
    <DecisionPair
      resource={CONTACT_REQUESTS}
      id={record.id}
      disabled={isPending}
      stacked={stacked}
      onAccept={() => decideAs('accept', null)}
      onReject={() => setOpen(true)}
    >
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(`resources.${CONTACT_REQUESTS}.decision.title_reject`, {
          man: record.man_name ?? `#${record.man_id}`,
          lady: record.lady_name ?? `#${record.lady_id}`,
        })}
        explain={translate(`resources.${CONTACT_REQUESTS}.decision.explain_reject`)}
        reasonLabel={translate(`resources.${CONTACT_REQUESTS}.fields.reason`)}
        reasonRequired={translate(`resources.${CONTACT_REQUESTS}.decision.reason_required`)}
        maxLength={REJECT_REASON_MAX}
        confirmLabel={translate(`resources.${CONTACT_REQUESTS}.decision.reject`)}
        testId="reject"
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decideAs('reject', reason)}
      />
    </DecisionPair>
  );
};
