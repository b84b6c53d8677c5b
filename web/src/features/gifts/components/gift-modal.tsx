import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modalBand } from '@/features/credits/components/modal-parts';
import { useModalTarget } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import type { Gift } from '../api/gifts';
import { GiftCatalogue, type CategoryFilter } from './gift-catalogue';
import { GiftConfirm } from './gift-confirm';

/** What the profile's button hands the modal (`openModal('gift', target)`). */
export interface GiftTarget {
  userId: number;
  name: string;
}

/**
 * The gift modal (spec section 2's "gift"): opened from a lady's profile through the UI store, it
 * shows the catalogue to choose from, then the chosen gift with its total, a comment and the send.
 */
export default function GiftModal() {
  const { t } = useTranslation();
  const { open, target: shown, close } = useModalTarget<GiftTarget>('gift');
  return (
    <AppModal
      open={open}
      onClose={close}
      title={shown ? t('gifts.modal.title', { name: shown.name }) : t('gifts.modal.titleFallback')}
      maxWidth="sm"
      testId="gift-modal"
      header={modalBand}
    >
      {shown && <GiftModalContent key={shown.userId} target={shown} onSent={close} />}
    </AppModal>
  );
}

function GiftModalContent({ target, onSent }: { target: GiftTarget; onSent: () => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [chosen, setChosen] = useState<Gift | null>(null);
  // Back from the chosen gift, the keyboard is on its card again.
  const [lastChosen, setLastChosen] = useState<number | undefined>();
  if (chosen)
    return (
      <GiftConfirm
        key={chosen.id}
        userId={target.userId}
        gift={chosen}
        onBack={() => {
          setLastChosen(chosen.id);
          setChosen(null);
        }}
        onSent={onSent}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('gifts.modal.lead')}</Typography>
      <GiftCatalogue category={category} onCategory={setCategory} onChoose={setChosen} focusId={lastChosen} headingLevel="h3" />
    </Box>
  );
}
