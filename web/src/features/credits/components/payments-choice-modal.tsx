import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isSiteError } from '@/shared/api';
import { refusalText } from '@/shared/api/refusal-text';
import { useFormat } from '@/shared/i18n/format';
import { useModalTarget } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { AppModal } from '@/shared/ui/app-modal';
import { useCheckout, type CreditPack } from '../api/credit-packs';
import { usePackName } from '../lib/pack-name';
import { modalBand, RoundIcon } from './modal-parts';

/** The ways to pay, each on its provider's hosted page. One today; a second one is another entry here (and its checkout). */
const METHODS = [{ id: 'card', icon: <CreditCardRoundedIcon /> }] as const;
type Method = (typeof METHODS)[number]['id'];

/**
 * The payments choice modal (spec section 2): opened by a pack's Buy button on /buy/credits
 * (`openModal('paymentsChoice', pack)`), it sums up the pack, lets him pick how to pay and sends
 * him to the provider's hosted page (`segpay/get-url`).
 */
export function PaymentsChoiceModal() {
  const { t } = useTranslation();
  const { open, target: pack, close } = useModalTarget<CreditPack>('paymentsChoice');
  const checkout = useCheckout();
  const [method, setMethod] = useState<Method>('card');
  // Set once the provider's page is loading: the button stays busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const busy = checkout.isPending || leaving;
  const methodsLabel = useId();

  // Back from the provider's page can restore this page from the browser's cache as it was left: ready again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const dismiss = () => {
    if (busy) return;
    checkout.reset(); // the next pack opens without this one's error
    close();
  };

  const pay = async () => {
    if (!pack) return;
    try {
      const url = await checkout.mutateAsync(pack);
      setLeaving(true);
      window.location.assign(url);
    } catch {
      // shown inline from the mutation's error; the modal stays open for another try
    }
  };

  // A one-time pack bought meanwhile (another tab); else the server's words, or the generic failure for a network one.
  const err = checkout.error;
  const errorText = !err ? null : isSiteError(err, 10034) ? t('credits.alreadyBought') : refusalText(err, t, 'messages.requestFailed');

  return (
    <AppModal
      open={open}
      onClose={dismiss}
      persistent={busy}
      title={t('creditModals.payment.title')}
      testId="payments-choice-modal"
      header={modalBand}
      actions={
        <>
          {errorText && (
            <Alert severity="error" data-testid="payments-choice-error">
              {errorText}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            startIcon={<LockRoundedIcon />}
            loading={busy}
            loadingPosition="start"
            onClick={() => void pay()}
            data-testid="payments-choice-continue"
          >
            {t('creditModals.payment.continue')}
          </Button>
          <Button variant="outlined" size="large" disabled={busy} onClick={dismiss} data-testid="payments-choice-cancel">
            {t('creditModals.payment.cancel')}
          </Button>
        </>
      }
    >
      {pack && <PackSummary pack={pack} />}

      <SectionTitle id={methodsLabel}>{t('creditModals.payment.method')}</SectionTitle>
      <RadioGroup name="payment-method" value={method} onChange={(e) => setMethod(e.target.value as Method)} aria-labelledby={methodsLabel} sx={{ gap: 1 }}>
        {METHODS.map((m) => (
          <MethodCard key={m.id} id={m.id} icon={m.icon} selected={method === m.id} />
        ))}
      </RadioGroup>

      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', mt: 2.5, color: 'text.secondary' }}>
        <LockRoundedIcon fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
        <Typography variant="body2" data-testid="payments-choice-note">
          {t('creditModals.payment.note')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <Trans
          i18nKey="creditModals.payment.legal"
          components={{
            // The policies replace the page; the modal closes with it (he comes back with Back).
            terms: <Link component={RouterLink} to="/terms-of-use" onClick={dismiss} />,
            refund: <Link component={RouterLink} to="/refund-policy" onClick={dismiss} />,
          }}
        />
      </Typography>
    </AppModal>
  );
}

function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h3"
      sx={{ fontWeight: 800, fontSize: 13, letterSpacing: '.06em', textTransform: 'uppercase', color: 'text.secondary', mt: 3, mb: 1 }}
    >
      {children}
    </Typography>
  );
}

/** What he is about to buy, with the figures of its card on the page. */
function PackSummary({ pack }: { pack: CreditPack }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const name = usePackName().name(pack);
  return (
    <Box data-testid="payments-choice-pack" sx={{ borderRadius: 4, p: 2, background: brand.gradientSoft }}>
      {(pack.best || name) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          {pack.best && (
            <Chip
              size="small"
              icon={<WorkspacePremiumRoundedIcon sx={{ color: '#fff !important' }} />}
              label={t('credits.best')}
              sx={{ color: '#fff', background: brand.gradient }}
            />
          )}
          {name && (
            <Chip
              size="small"
              label={name}
              color="primary"
              variant="outlined"
              sx={{ bgcolor: '#fff', fontWeight: 800, maxWidth: '100%' }}
              data-testid="payments-choice-name"
            />
          )}
        </Box>
      )}
      {/* Wraps under each other when a long price and count do not fit side by side. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 2, rowGap: 1 }}>
        <Typography sx={{ fontWeight: 700, color: 'text.secondary' }} data-testid="payments-choice-credits">
          <Box component="span" sx={{ fontFamily: brand.fontDisplay, fontSize: 40, lineHeight: 1.1, color: 'text.primary', mr: 0.75 }}>
            {fmt.number(pack.credits)}
          </Box>
          {t('credits.unit', { count: pack.credits })}
        </Typography>
        <Box sx={{ textAlign: 'right', ml: 'auto' }}>
          <Typography sx={{ fontWeight: 800, fontSize: 24, lineHeight: 1.2 }} data-testid="payments-choice-price">
            {fmt.usd(pack.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="payments-choice-per-credit">
            {t('credits.perCredit', { price: fmt.usd(pack.price / pack.credits) })}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('creditModals.payment.oneOff')}
      </Typography>
    </Box>
  );
}

/** A radio card: the whole card is the radio's label (click anywhere); the arrow keys move between methods. */
function MethodCard({ id, icon, selected }: { id: Method; icon: ReactNode; selected: boolean }) {
  const { t } = useTranslation();
  const nameId = useId();
  const textId = useId();
  return (
    <Box
      component="label"
      data-testid={`payment-method-${id}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        py: 1.25,
        pl: 0.5,
        pr: 2,
        borderRadius: 3,
        border: '2px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? '#fff7fa' : '#fff', // a faint tint of the rose
        cursor: 'pointer',
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Radio value={id} slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': textId } }} />
      <RoundIcon size={40}>{icon}</RoundIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t(`creditModals.payment.methods.${id}.name`)}
        </Typography>
        <Typography id={textId} variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {t(`creditModals.payment.methods.${id}.text`)}
        </Typography>
      </Box>
    </Box>
  );
}
