import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isMan, useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { LoadError } from '@/shared/ui/load-error';
import { modalBand, RoundIcon, useCreditText, usePriceList, type ServiceAction } from './modal-parts';

/**
 * The letters-and-chat info modal (spec section 2), opened from the letters and chat screens: how a
 * man pays for letters and chat minutes, at the live prices; a woman reads that both are free for her.
 */
export function LettersChatInfoModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.lettersChatInfo);
  const close = useUi((s) => s.closeModal);
  const man = useSession(isMan);
  return (
    <AppModal
      open={open}
      onClose={() => close('lettersChatInfo')}
      title={t(man ? 'creditModals.lettersChat.title' : 'creditModals.lettersChat.womanTitle')}
      testId="letters-chat-info-modal"
      header={modalBand}
    >
      {man ? <ForMan onDone={() => close('lettersChatInfo')} /> : <ForWoman onDone={() => close('lettersChatInfo')} />}
    </AppModal>
  );
}

function ForMan({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prices = usePriceList();
  const text = useCreditText();
  const price = (action: ServiceAction) => {
    if (prices.isPending) return <Skeleton width={64} />;
    const value = prices.priceOf(action);
    return value === undefined ? null : text.price(action, value);
  };
  const cam = prices.priceOf('video_chat');
  return (
    <>
      {prices.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadError message={t('creditModals.pricesFailed')} retryLabel={t('creditModals.retry')} onRetry={() => void prices.refetch()} testId="prices" />
        </Box>
      )}
      <Topic icon={<MailOutlineRoundedIcon />} title={t('creditModals.lettersChat.letters')} price={price('write_letter')} testId="info-letters">
        {t('creditModals.lettersChat.lettersText')}
      </Topic>
      <Topic icon={<ChatBubbleOutlineRoundedIcon />} title={t('creditModals.lettersChat.chat')} price={price('text_chat')} testId="info-chat">
        {t('creditModals.lettersChat.chatText')}
        {cam !== undefined && ` ${t('creditModals.lettersChat.cam', { count: cam, amount: text.amount(cam) })}`}
      </Topic>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            onDone();
            navigate('/buy/credits');
          }}
        >
          {t('creditModals.buy')}
        </Button>
        <Button variant="outlined" size="large" onClick={onDone}>
          {t('creditModals.gotIt')}
        </Button>
      </Box>
    </>
  );
}

function Topic({ icon, title, price, testId, children }: { icon: ReactNode; title: string; price: ReactNode; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ display: 'flex', gap: 1.75, py: 1.5, '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}
    >
      <RoundIcon>{icon}</RoundIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3">
            {title}
          </Typography>
          {price && (
            <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap' }} data-testid="topic-price">
              {price}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function ForWoman({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', pt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <RoundIcon size={72}>
          <FavoriteRoundedIcon />
        </RoundIcon>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('creditModals.lettersChat.womanText')}
      </Typography>
      <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} onClick={onDone}>
        {t('creditModals.gotIt')}
      </Button>
    </Box>
  );
}
