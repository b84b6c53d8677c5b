import { useUi } from '@/shared/store/ui-store';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { RegistrationModal } from './registration-modal';
import { WomenAgreementModal } from './women-agreement-modal';

/** The auth modals, loaded together the first time one of them opens. */
export default function AuthModals() {
  const open = useUi((s) => !!s.modals.womenAgreement);
  const close = useUi((s) => s.closeModal);
  return (
    <>
      <LoginModal />
      <RegistrationModal />
      <ForgotPasswordModal />
      <WomenAgreementModal open={open} onAccept={() => close('womenAgreement')} onDecline={() => close('womenAgreement')} />
    </>
  );
}
