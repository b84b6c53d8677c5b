import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/features/auth/api/get-user';
import { ChangePasswordForm } from '../components/change-password-form';

/** Settings, general: the account's e-mail and the password change. */
export default function GeneralSettings() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2">
          {t('settings.account.title')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            gap: 1,
            m: 0,
            mt: 2,
            '& dt': { color: 'text.secondary', fontWeight: 600 },
            '& dd': { m: 0, fontWeight: 700 },
          }}
        >
          <dt>{t('labels.email')}</dt>
          <dd>{user?.email ?? '…'}</dd>
          <dt>{t('profile.memberId')}</dt>
          <dd>{user?.user_id ?? '…'}</dd>
        </Box>
      </Card>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2">
          {t('settings.password.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {t('settings.password.lead')}
        </Typography>
        <ChangePasswordForm />
      </Card>
    </Box>
  );
}
