import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ContactPhoneRoundedIcon from '@mui/icons-material/ContactPhoneRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { holdExpired, useContactInfoStatus } from '../api/contact-info';
import type { ContactInfoTarget } from './contact-info-modal';

/**
 * A lady's profile, seen by a man: "Contact info" opens the contact info modal. The label tells
 * where his request stands (the modal's status query, so both agree). Ladies never buy contacts,
 * and a man's profile has none to sell: nobody else sees the button.
 */
export function ContactInfoButton({ userId, name, userType }: { userId: number; name: string; userType: 'man' | 'woman' }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const viewerType = useSession((s) => s.userType);
  const viewerId = useSession((s) => s.userId);
  const shown = !!token && viewerType === 'man' && userType === 'woman' && userId !== viewerId;
  const info = useContactInfoStatus(userId, shown).data;
  const status = info?.status;
  if (!shown) return null;

  const expired = info !== undefined && holdExpired(info);
  const pending = !expired && (status === 'process' || status === 'verification');
  const icon =
    status === 'accept' ? (
      <CheckCircleRoundedIcon sx={{ color: 'success.main' }} />
    ) : expired ? (
      <EventBusyRoundedIcon />
    ) : pending ? (
      <HourglassTopRoundedIcon />
    ) : status === 'reject' ? (
      <BlockRoundedIcon />
    ) : (
      <ContactPhoneRoundedIcon />
    );
  const label =
    status === 'accept' ? (
      <>
        {t('contactInfo.button.accepted')}
        <Box component="span" sx={visuallyHidden}>{`: ${t('contactInfo.button.acceptedHidden')}`}</Box>
      </>
    ) : expired ? (
      t('contactInfo.button.expired')
    ) : pending ? (
      t('contactInfo.button.pending')
    ) : status === 'reject' ? (
      t('contactInfo.button.rejected')
    ) : (
      t('contactInfo.button.none')
    );
  const target: ContactInfoTarget = { userId, name };
  return (
    <Button
      fullWidth
      variant="outlined"
      startIcon={icon}
      onClick={() => openModal('contactInfo', target)}
      aria-haspopup="dialog"
      data-testid="contact-info-button"
      data-status={status ?? 'unknown'}
      sx={{ gridColumn: '1 / -1', px: 1, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
