import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COOKIES } from '@dating/rules';
import { useTranslation } from 'react-i18next';
import { setCookie } from '@/shared/lib/cookies';
import { AppModal } from '@/shared/ui/app-modal';

export function acceptWomenAgreement(): void {
  setCookie(COOKIES.agreementAccepted, 'true');
}

/** The women's agreement: what the service promises its ladies and asks of them. Accepting sets `agreementAccepted`. */
export function WomenAgreementModal({ open, onAccept, onDecline }: { open: boolean; onAccept: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  const points = t('womenAgreement.points', { returnObjects: true }) as string[];
  return (
    <AppModal open={open} onClose={onDecline} title={t('womenAgreement.title')} subtitle={t('womenAgreement.lead')} maxWidth="sm" testId="women-agreement">
      <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.25 }}>
        {points.map((p) => (
          <Typography component="li" key={p} color="text.secondary">
            {p}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button onClick={onDecline} sx={{ color: 'text.primary' }}>
          {t('womenAgreement.decline')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            acceptWomenAgreement();
            onAccept();
          }}
          data-testid="agreement-accept"
        >
          {t('womenAgreement.accept')}
        </Button>
      </Box>
    </AppModal>
  );
}
