import { useState } from 'react';
import { useCanAccess, usePermissions, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DecisionPair, useDecision } from '../shared/DecisionPair';
import { RejectDialog } from './RejectDialog';
import { isCallersTurn, type ModerationRecord } from './turn';

/**
 * Accept, or Reject with a reason (a confirm dialog): an update `{ decision, reason }` of the record on
 * screen (docs/admin-api.md, photo-moderation). Shown only to roles that may decide (`edit`), and
 * only when the record waits for the caller's step (the agency's first, then the site's).
 * `stacked` puts them one above the other (the queue's last column, which must fit 1280 px).
 */
export const DecisionButtons = ({ stacked = false }: { stacked?: boolean }) => {
  const record = useRecordContext<ModerationRecord>();
  const resource = useResourceContext() ?? 'photo-moderation';
  const translate = useTranslate();
  const { permissions } = usePermissions<{ role?: string }>();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const [open, setOpen] = useState(false);
  const { decide, isPending } = useDecision(resource, record, () => setOpen(false));
  if (!record || !canAccess || !isCallersTurn(record, permissions?.role)) return null;

  const decideAs = (decision: 'accept' | 'reject', reason: string | null) =>
    decide({ decision, reason }, `resources.${resource}.decision.${decision === 'accept' ? 'accepted' : 'rejected'}`);
  return (
    <DecisionPair
      resource={resource}
      id={record.id}
      disabled={isPending}
      stacked={stacked}
      onAccept={() => decideAs('accept', null)}
      onReject={() => setOpen(true)}
    >
      <RejectDialog
        key={String(open)}
        resource={resource}
        open={open}
        pending={isPending}
        title={translate(`resources.${resource}.decision.title_reject`, { name: record.member_name ?? record.member_id })}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => decideAs('reject', reason)}
      />
    </DecisionPair>
  );
};
