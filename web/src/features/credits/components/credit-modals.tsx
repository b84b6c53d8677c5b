import { BalanceModal } from './balance-modal';
import { CreditsInfoModal } from './credits-info-modal';
import { LettersChatInfoModal } from './letters-chat-info-modal';
import { PaymentsChoiceModal } from './payments-choice-modal';

/** The balance, credits info, letters-and-chat info and payments choice modals, loaded together the first time one of them opens. */
export default function CreditModals() {
  return (
    <>
      <BalanceModal />
      <CreditsInfoModal />
      <LettersChatInfoModal />
      <PaymentsChoiceModal />
    </>
  );
}
