import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import ContactMailRoundedIcon from '@mui/icons-material/ContactMailRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import SmartDisplayRoundedIcon from '@mui/icons-material/SmartDisplayRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { LoadError } from '@/shared/ui/load-error';
import { modalBand, RoundIcon, useCreditText, usePriceList, type ServiceAction } from './modal-parts';

/** What a man pays for, in the order he meets it; only those the server's price list has are shown. */
const SERVICES: { action: ServiceAction; icon: ReactNode }[] = [
  { action: 'write_letter', icon: <MailOutlineRoundedIcon /> },
  { action: 'text_chat', icon: <ChatBubbleOutlineRoundedIcon /> },
  { action: 'video_chat', icon: <VideocamRoundedIcon /> },
  { action: 'private_photo_buy', icon: <LockOpenRoundedIcon /> },
  { action: 'private_video_buy', icon: <SmartDisplayRoundedIcon /> },
  { action: 'realinfo_request', icon: <ContactMailRoundedIcon /> },
];

function ServiceRow({ icon, name, text, price, testId }: { icon: ReactNode; name: string; text: string; price?: ReactNode; testId?: string }) {
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
      <RoundIcon size={40}>{icon}</RoundIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {text}
        </Typography>
      </Box>
      {price && (
        <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap', textAlign: 'right' }} data-testid="service-price">
          {price}
        </Typography>
      )}
    </Box>
  );
}

/** The credits info modal (spec section 2): what credits pay for, with the live price list, and Buy credits. */
export function CreditsInfoModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.creditsInfo);
  const close = useUi((s) => s.closeModal);
  const navigate = useNavigate();
  return (
    <AppModal
      open={open}
      onClose={() => close('creditsInfo')}
      title={t('creditModals.info.title')}
      subtitle={t('creditModals.info.lead')}
      testId="credits-info-modal"
      header={modalBand}
    >
      <PriceList />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        {t('creditModals.info.free')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2.5 }}
        onClick={() => {
          close('creditsInfo');
          navigate('/buy/credits');
        }}
      >
        {t('creditModals.buy')}
      </Button>
    </AppModal>
  );
}

/** Rendered inside the open dialog only, so the prices are read when he looks. */
function PriceList() {
  const { t } = useTranslation();
  const prices = usePriceList();
  const text = useCreditText();
  if (prices.isError)
    return <LoadError message={t('creditModals.pricesFailed')} retryLabel={t('creditModals.retry')} onRetry={() => void prices.refetch()} testId="prices" />;
  const services = prices.isPending ? SERVICES : SERVICES.filter((s) => prices.priceOf(s.action) !== undefined);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: '1px solid', borderColor: 'divider' } }} aria-busy={prices.isPending}>
      {services.map(({ action, icon }) => {
        const price = prices.priceOf(action);
        return (
          <ServiceRow
            key={action}
            testId={`service-${action}`}
            icon={icon}
            name={t(`creditModals.info.services.${action}.name`)}
            text={t(`creditModals.info.services.${action}.text`)}
            price={prices.isPending ? <Skeleton width={56} /> : price !== undefined && text.price(action, price)}
          />
        );
      })}
      {/* Gifts are paid with credits too; each has its own price in the catalogue, not in the price list. */}
      <ServiceRow icon={<CardGiftcardRoundedIcon />} name={t('creditModals.info.gifts.name')} text={t('creditModals.info.gifts.text')} testId="service-gifts" />
    </Box>
  );
}
