import AlternateEmailRoundedIcon from '@mui/icons-material/AlternateEmailRounded';
import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { LOW_CREDITS_CODES } from '@dating/rules';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '@/features/credits/api/get-balance';
import { CreditShortfallAlert, creditShortfall, TopUpButton } from '@/features/credits/components/credit-shortfall';
import { modalBand, RoundIcon, useCreditText } from '@/features/credits/components/modal-parts';
import { isSiteError } from '@/shared/api';
import { refusalText } from '@/shared/api/refusal-text';
import { useFormat } from '@/shared/i18n/format';
import { closeModal, toast, useModalTarget } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { LoadError } from '@/shared/ui/load-error';
import { holdExpired, useContactInfoStatus, useRequestContactInfo, type ContactInfo } from '../api/contact-info';

/** What the profile's button hands the modal (`openModal('contactInfo', target)`). */
export interface ContactInfoTarget {
  userId: number;
  name: string;
}

/**
 * The contact info modal (spec section 2's "contact info"): opened from a lady's profile through
 * the UI store, it reads where his request stands (`realinfo/get-info-status`) and sends one
 * (`realinfo/make-request`).
 */
export default function ContactInfoModal() {
  const { t } = useTranslation();
  const { open, target: shown, close } = useModalTarget<ContactInfoTarget>('contactInfo');
  return (
    <AppModal
      open={open}
      onClose={close}
      title={shown ? t('contactInfo.title', { name: shown.name }) : t('contactInfo.titleFallback')}
      testId="contact-info-modal"
      header={modalBand}
    >
      {shown && <ContactInfoContent key={shown.userId} target={shown} />}
    </AppModal>
  );
}

function ContactInfoContent({ target }: { target: ContactInfoTarget }) {
  const { t } = useTranslation();
  const status = useContactInfoStatus(target.userId);
  const request = useRequestContactInfo();
  const balance = useBalance();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = () => {
    setRefusal(null);
    request.mutate(target.userId, {
      onSuccess: () => toast(t('messages.requestSent'), 'success'),
      onError: (err) => {
        // The low-credits modal is already open (the query client's rule for every paid action): it takes this one's place.
        if (isSiteError(err) && err.code !== null && LOW_CREDITS_CODES.includes(err.code)) {
          closeModal('contactInfo');
          return;
        }
        if (isSiteError(err, 10034)) {
          setRefusal(t('messages.contactRequestRepeated'));
          void status.refetch(); // he asked before (another tab or device): show where that request stands
          return;
        }
        // A transport failure says the spec's contact-buying message.
        setRefusal(refusalText(err, t, 'messages.contactsNotNow'));
      },
    });
  };

  let view: ReactNode;
  if (status.isError)
    view = (
      <LoadError message={t('messages.contactsNotAvailable')} retryLabel={t('contactInfo.retry')} onRetry={() => void status.refetch()} testId="contact-info" />
    );
  else if (!status.data)
    view = (
      <Box aria-busy="true" data-testid="contact-info-loading" sx={{ display: 'grid', gap: 1.5 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('contactInfo.loading')}
        </Box>
        <Skeleton variant="text" height={28} />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={44} sx={{ borderRadius: 999 }} />
      </Box>
    );
  else if (status.data.status === 'none') view = <RequestView info={status.data} balance={balance.data} pending={request.isPending} onRequest={send} />;
  else if (status.data.status === 'accept') view = <AcceptedView info={status.data} />;
  else if (status.data.status === 'reject') view = <RejectedView info={status.data} />;
  else if (holdExpired(status.data)) view = <ExpiredView info={status.data} />;
  else view = <PendingView info={status.data} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {refusal && (
        <Alert severity="error" data-testid="contact-info-refusal">
          {refusal}
        </Alert>
      )}
      {view}
    </Box>
  );
}

/**
 * 'none': what he gets, how it is checked, the price and that it is only reserved; the request button.
 * A balance known to be below the price shows beside it, with what is missing, and the button tops up instead
 * (an unknown balance leaves the request to the server, whose refusal opens the low-credits modal).
 */
function RequestView({ info, balance, pending, onRequest }: { info: ContactInfo; balance: number | undefined; pending: boolean; onRequest: () => void }) {
  const { t } = useTranslation();
  const credits = useCreditText().credits;
  const free = info.unlock?.unlocked === true;
  const price = free ? t('contactInfo.none.free') : credits(info.price);
  const short = free ? 0 : creditShortfall(info.price, balance);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="contact-info-none">
      <Typography>{t('contactInfo.none.lead')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {[
          { key: 'phone', icon: <PhoneRoundedIcon /> },
          { key: 'email', icon: <AlternateEmailRoundedIcon /> },
        ].map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
            <RoundIcon size={36}>{item.icon}</RoundIcon>
            <Typography sx={{ fontWeight: 700 }}>{t(`contactInfo.accept.${item.key}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <VerifiedUserRoundedIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Typography variant="body2" color="text.secondary">
          {t('contactInfo.none.how')}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, p: 1.5, borderRadius: 3, bgcolor: 'action.hover' }}
        data-testid="contact-info-price"
      >
        <Typography sx={{ fontWeight: 700 }}>{t('contactInfo.none.price')}</Typography>
        <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
          {price}
        </Typography>
      </Box>
      {short > 0 && balance !== undefined && (
        <CreditShortfallAlert
          balance={balance}
          needText={t('contactInfo.none.short', { need: credits(short) })}
          testId="contact-info-short"
          balanceTestId="contact-info-balance"
        />
      )}
      {free ? (
        <Alert severity="success" data-testid="contact-info-unlocked">
          {t('contactInfo.none.unlocked')}
        </Alert>
      ) : (
        <>
          {info.unlock && <UnlockProgress unlock={info.unlock} />}
          <Typography variant="body2" color="text.secondary">
            {t('contactInfo.none.reserve')}
          </Typography>
        </>
      )}
      {/* Short of the price: no request bound to fail (HTTP 400, two modals stacked), but the way to top up. */}
      {short > 0 && balance !== undefined ? (
        <TopUpButton from="contactInfo" price={info.price} balance={balance} testId="contact-info-top-up" />
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onRequest}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid="contact-info-request"
        >
          {/* the price keeps to one line when the label wraps (a phone) */}
          {free ? t('contactInfo.none.requestFree') : t('contactInfo.none.request', { price: price.replace(/ /g, '\u00a0') })}
        </Button>
      )}
    </Box>
  );
}

/** How far he has come to her contacts without credits: his chat minutes and his letters to her, each against its bar. */
function UnlockProgress({ unlock }: { unlock: NonNullable<ContactInfo['unlock']> }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'chat', icon: <ChatRoundedIcon fontSize="small" />, done: unlock.chat_minutes, needed: unlock.chat_minutes_needed },
    { key: 'letters', icon: <MailRoundedIcon fontSize="small" />, done: unlock.letters, needed: unlock.letters_needed },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider' }} data-testid="contact-info-unlock">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('contactInfo.none.unlockTitle', { minutes: unlock.chat_minutes_needed, letters: unlock.letters_needed })}
      </Typography>
      {rows.map((row) => {
        const label = t(`contactInfo.none.unlock_${row.key}`, { done: Math.min(row.done, row.needed), needed: row.needed });
        return (
          <Box key={row.key} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {row.icon}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, Math.round((row.done / Math.max(1, row.needed)) * 100))}
              aria-label={label}
              sx={{ gridColumn: '2', height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** The request's way: sent, her agency, our team. Decorative: the title and text under it say the same in words. */
function Progress({ active }: { active: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stepper activeStep={active} alternativeLabel aria-hidden sx={{ '& .MuiStepLabel-label': { mt: 0.75, fontSize: '0.8rem' } }}>
      {(['sent', 'agency', 'site'] as const).map((step) => (
        <Step key={step}>
          <StepLabel>{t(`contactInfo.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function StateHeading({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <RoundIcon size={44}>{icon}</RoundIcon>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
        {title}
      </Typography>
    </Box>
  );
}

function RequestedOn({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!info.time_create) return null;
  const date = format.date(info.time_create);
  if (!date) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="contact-info-requested">
      {t('contactInfo.requestedOn', { date })}
    </Typography>
  );
}

/** 'process' (her agency checks it) and 'verification' (our team does). */
function PendingView({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  const step = info.status === 'verification' ? 'verification' : 'process';
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid={`contact-info-${step}`}>
      <Progress active={step === 'process' ? 1 : 2} />
      <StateHeading icon={<HourglassTopRoundedIcon />} title={t(`contactInfo.${step}.title`)} />
      <Typography color="text.secondary">{t(`contactInfo.${step}.text`)}</Typography>
      <RequestedOn info={info} />
    </Box>
  );
}

/** Still 'process' or 'verification', but nobody decided before his hold expired: his reserved credits are back. */
function ExpiredView({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="contact-info-expired">
      <StateHeading icon={<EventBusyRoundedIcon />} title={t('contactInfo.expired.title')} />
      <Typography color="text.secondary">{t('contactInfo.expired.text')}</Typography>
      <RequestedOn info={info} />
    </Box>
  );
}

/** One contact: a call or mail link and a copy button; "not given" when she left it empty. */
function ContactRow({ kind, value }: { kind: 'phone' | 'email'; value: string | null }) {
  const { t } = useTranslation();
  const label = t(`contactInfo.accept.${kind}`);
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      toast(t('contactInfo.accept.copied'), 'success');
    } catch {
      toast(value, 'info');
    }
  };
  const href = value ? (kind === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`) : '';
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 1.5, py: 1.25 }}
      data-testid={`contact-info-${kind}`}
    >
      <RoundIcon size={40}>{kind === 'phone' ? <PhoneRoundedIcon /> : <AlternateEmailRoundedIcon />}</RoundIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value ? (
            <Link href={href} underline="hover" data-testid={`contact-info-${kind}-link`}>
              {value}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 400, fontStyle: 'italic', color: 'text.secondary' }}>
              {t('contactInfo.accept.notGiven')}
            </Box>
          )}
        </Typography>
      </Box>
      {value && (
        <Tooltip title={t(kind === 'phone' ? 'contactInfo.accept.copyPhone' : 'contactInfo.accept.copyEmail')}>
          <IconButton onClick={() => void copy()} aria-label={t(kind === 'phone' ? 'contactInfo.accept.copyPhone' : 'contactInfo.accept.copyEmail')}>
            <ContentCopyRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** 'accept': her phone and e-mail. */
function AcceptedView({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="contact-info-accept">
      <Progress active={3} />
      <StateHeading icon={<VerifiedUserRoundedIcon />} title={t('contactInfo.accept.title')} />
      <Typography color="text.secondary">{t('contactInfo.accept.text')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: '1px solid', borderColor: 'divider' } }}>
        <ContactRow kind="phone" value={info.contacts?.phone ?? null} />
        <ContactRow kind="email" value={info.contacts?.email ?? null} />
      </Box>
    </Box>
  );
}

/** 'reject': declined, why, and that the reserved credits came back. */
function RejectedView({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="contact-info-reject">
      <StateHeading icon={<BlockRoundedIcon />} title={t('contactInfo.reject.title')} />
      {info.reason && (
        <Typography data-testid="contact-info-reason">
          <Box component="span" sx={{ fontWeight: 700 }}>{`${t('contactInfo.reject.reason')}: `}</Box>
          {info.reason}
        </Typography>
      )}
      <Typography color="text.secondary">{t('contactInfo.reject.refunded')}</Typography>
      <RequestedOn info={info} />
    </Box>
  );
}
