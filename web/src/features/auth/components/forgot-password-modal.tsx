import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FORM_RULES } from '@dating/rules';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isSiteError } from '@/shared/api';
import { ruleField } from '@/shared/forms/rules-schema';
import { useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { FormTextField } from '@/shared/ui/form-fields';
import { requestPasswordReset } from '../api/password-reset';

/** Forgot password: enter the e-mail (required, valid, at most 50); a reset link is e-mailed. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.forgotPassword);
  const { closeModal, openModal } = useUi.getState();
  const schema = useMemo(() => z.object({ email: ruleField(FORM_RULES.forgotPassword.email, t) }), [t]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' }, mode: 'onTouched' });
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  const close = () => {
    closeModal('forgotPassword');
    setSentTo(null);
    setFormError(null);
    reset();
  };

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(email);
      setSentTo(email.trim());
    } catch (err) {
      setFormError(isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  });

  return (
    <AppModal open={open} onClose={close} title={t('auth.forgotTitle')} subtitle={sentTo ? undefined : t('auth.forgotLead')} testId="forgot-modal">
      {sentTo ? (
        <Box sx={{ textAlign: 'center', py: 1 }} data-testid="forgot-sent">
          <MarkEmailReadRoundedIcon color="primary" sx={{ fontSize: 56 }} />
          <Typography sx={{ mt: 1 }}>{t('auth.forgotSent', { email: sentTo })}</Typography>
          <Button
            variant="contained"
            sx={{ mt: 3 }}
            fullWidth
            onClick={() => {
              close();
              openModal('login');
            }}
          >
            {t('auth.backToSignIn')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <FormTextField control={control} name="email" label={t('labels.email')} type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {t('auth.sendLink')}
          </Button>
        </Box>
      )}
    </AppModal>
  );
}
