import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppModal } from '@/shared/ui/app-modal';
import { toast, useUi } from '@/shared/store/ui-store';
import { useSendLetter } from '../api/letters';
import { LetterForm } from './letter-form';
import { useConfirmDiscard } from './use-confirm-discard';

export interface SendLetterTarget {
  companionId: number;
  name: string;
  /** A subject to start from (a lady's thank-you for a gift). */
  subject?: string;
}

/**
 * The send-letter modal (spec section 2): opened from a profile's "Write" button or a thread,
 * through the UI store (`sendLetter` with the companion), so any screen can open it.
 */
export default function SendLetterModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUi((s) => !!s.modals.sendLetter);
  const target = useUi((s) => s.modalData.sendLetter as SendLetterTarget | undefined);
  const close = useUi((s) => s.closeModal);
  const send = useSendLetter();
  const discard = useConfirmDiscard();
  return (
    <AppModal
      open={open}
      onClose={discard.guard(() => close('sendLetter'))}
      title={t('letters.writeTo', { name: target?.name ?? '' })}
      maxWidth="sm"
      testId="send-letter-modal"
    >
      {target && (
        <LetterForm
          key={target.companionId}
          draftKey={`to:${target.companionId}`}
          withSubject
          defaultSubject={target.subject}
          pending={send.isPending}
          onUnsentChange={discard.setUnsent}
          onSend={async (draft) => {
            await send.mutateAsync({
              target_user_id: target.companionId,
              subject: draft.subject,
              message: draft.message,
              photos: draft.photos,
              client_letter_id: draft.clientLetterId,
            });
            toast(t('messages.mailSent'), 'success');
            // Sent: nothing to lose, so no question.
            close('sendLetter');
            navigate(`/letters/outbox/${target.companionId}`);
          }}
        />
      )}
    </AppModal>
  );
}
