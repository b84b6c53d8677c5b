import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { closeModal, type ModalName, openModal } from '@/shared/store/ui-store';
import { useCreditText } from './modal-parts';

/** How many credits a known balance lacks for a price (0: enough, or the balance is not known yet and the server decides). */
export const creditShortfall = (price: number, balance: number | undefined): number => (balance !== undefined && balance < price ? price - balance : 0);

/**
 * A paid action's modal when the balance is known to be short of its price (contact info, a gift):
 * the balance (its line at `balanceTestId`) and what is missing (`needText`, the action's own sentence).
 */
export function CreditShortfallAlert({
  balance,
  needText,
  testId,
  balanceTestId,
}: {
  balance: number;
  needText: string;
  testId: string;
  balanceTestId: string;
}) {
  const { t } = useTranslation();
  const { credits } = useCreditText();
  return (
    <Alert severity="warning" data-testid={testId}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }} data-testid={balanceTestId}>
        {t('creditModals.yourBalance', { balance: credits(balance) })}
      </Box>
      {needText}
    </Alert>
  );
}

/**
 * In place of a send bound to be refused: closes the action's modal (`from`) and opens the
 * low-credits modal with the price and the balance, which says what is missing and leads to the packs.
 */
export function TopUpButton({ from, price, balance, testId }: { from: ModalName; price: number; balance: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      startIcon={<AddCardRoundedIcon />}
      onClick={() => {
        closeModal(from);
        openModal('lowCredits', { price, balance });
      }}
      aria-haspopup="dialog"
      data-testid={testId}
    >
      {t('creditModals.topUp')}
    </Button>
  );
}
