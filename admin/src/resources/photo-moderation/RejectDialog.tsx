import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';
import { REJECT_REASON_MAX } from './turn';

/**
 * The rejection's confirm dialog: a required reason (the member sees it), then `onConfirm(reason)`.
 * One record's Reject and the queue's bulk Reject both open it; `title` names what is rejected.
 * Callers key it by `open`, so each opening starts empty.
 */
export const RejectDialog = (props: {
  resource: string;
  open: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) => {
  const { resource, ...rest } = props;
  const translate = useTranslate();
  return (
    <ReasonDialog
      {...rest}
      explain={translate(`resources.${resource}.decision.explain_reject`)}
      reasonLabel={translate(`resources.${resource}.fields.reject_reason`)}
      reasonRequired={translate(`resources.${resource}.decision.reason_required`)}
      maxLength={REJECT_REASON_MAX}
      confirmLabel={translate(`resources.${resource}.decision.reject`)}
      testId="reject"
    />
  );
};
