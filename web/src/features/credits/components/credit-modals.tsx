import { BalanceModal } from './balance-modal';
import { CreditsInfoModal } from './credits-info-modal';
import { LettersChatInfoModal } from './letters-chat-info-modal';

/** The balance, credits info and letters-and-chat info modals, loaded together the first time one of them opens. */
export default function CreditModals() {
  return (
    <>
      <BalanceModal />
      <CreditsInfoModal />
      <LettersChatInfoModal />
    </>
  );
}
