import { zodResolver } from '@hookform/resolvers/zod';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FORM_RULES } from '@dating/rules';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { isSiteError } from '@/shared/api';
import { matchingPasswords, ruleField } from '@/shared/forms/rules-schema';
import { openModal, toast } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { PasswordField } from '@/shared/ui/form-fields';
import { resetPassword } from '../api/password-reset';

export function useResetPasswordSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z
        .object({ password: ruleField(FORM_RULES.resetPassword.password, t), repeatPassword: ruleField(FORM_RULES.resetPassword.repeatPassword, t) })
        .superRefine(matchingPasswords('password', 'repeatPassword', t, 'incorrectlyFilled')),
    [t],
  );
}

/** /reset-password?token=…: choose a new password (6 to 36, repeated); then sign in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const schema = useResetPasswordSchema();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  const mutation = useMutation({ mutationFn: (password: string) => resetPassword(token, password) });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(password);
      toast(t('messages.passwordUpdated'), 'success');
      navigate('/', { replace: true });
      openModal('login');
    } catch (err) {
      setFormError(isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  });

  return (
    <Box sx={{ background: brand.gradientSoft, py: { xs: 5, md: 10 } }}>
      <Container maxWidth="sm">
        <Card sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', background: brand.gradient, color: '#fff' }}>
            <KeyRoundedIcon />
          </Box>
          <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
            {t('auth.resetTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('auth.resetLead')}
          </Typography>
          {!token ? (
            <Alert severity="warning" sx={{ mt: 3 }}>
              {t('auth.resetNoToken')}
            </Alert>
          ) : (
            <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 3 }}>
              {formError && <Alert severity="error">{formError}</Alert>}
              <PasswordField control={control} name="password" label={t('labels.newPassword')} autoComplete="new-password" autoFocus />
              <PasswordField control={control} name="repeatPassword" label={t('labels.repeatPassword')} autoComplete="new-password" />
              <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
                {t('auth.resetSubmit')}
              </Button>
            </Box>
          )}
        </Card>
      </Container>
    </Box>
  );
}
